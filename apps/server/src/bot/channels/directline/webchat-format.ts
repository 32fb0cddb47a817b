import { markdownLink, splitLinks } from '@askhr/shared/bot/links';

/**
 * An answer as the Markdown Web Chat renders: e-mail addresses as mailto links and web addresses
 * as links, written out, so that Web Chat's own link guessing never cuts an address in two.
 */
export function toWebChatMarkdown(text: string): string {
  return splitLinks(text)
    .map((part) => (part.kind === 'text' ? part.text : markdownLink(part.text, part.href)))
    .join('');
}
