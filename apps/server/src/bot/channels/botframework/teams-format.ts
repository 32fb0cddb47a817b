import { markdownLink, splitLinks } from '@askhr/shared/bot/links';

/**
 * An answer in the Markdown of Teams and the Emulator: e-mail addresses as mailto links and web
 * addresses as links, written out rather than left to the client's guess.
 */
export function toTeamsMarkdown(text: string): string {
  return splitLinks(text)
    .map((part) => (part.kind === 'text' ? part.text : markdownLink(part.text, part.href)))
    .join('');
}
