import { splitLinks } from '@askhr/shared/bot/links';

/** Slack reads &, < and > as its own syntax: they must always be escaped (Slack's "formatting text"). */
const escapeMrkdwn = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * An answer in Slack mrkdwn: e-mail addresses as `<mailto:x|x>`, web addresses as `<url|url>`, a
 * Markdown link as `<url|label>`; everything else, HTML included, escaped as text.
 */
export function toSlackMrkdwn(text: string): string {
  return splitLinks(text)
    .map((part) =>
      part.kind === 'text'
        ? escapeMrkdwn(part.text)
        : `<${escapeMrkdwn(part.href).replace(/\|/g, '%7C')}|${escapeMrkdwn(part.text)}>`,
    )
    .join('');
}
