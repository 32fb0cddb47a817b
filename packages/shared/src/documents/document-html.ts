import {
  renderPlaceholders,
  type TPlaceholderEntry,
  type TRendered,
} from '../placeholders/placeholder-rendering';

/** Spec 001 section 9: the preview shows the first 4000 characters of a page of 420 by 594. */
export const PREVIEW_MAX_CHARACTERS = 4000;
export const PREVIEW_PAGE = { width: 420, height: 594 } as const;
/** the page shrunk into the card's thumbnail */
export const PREVIEW_THUMBNAIL = { width: 105, height: 149 } as const;
export const PREVIEW_DEBOUNCE_MS = 500;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/**
 * Fills a document's `{{keyword}}`s with the country's values, as the bot fills an answer. Values
 * are plain text, so they are escaped: a value can never add markup to the document.
 */
export function fillDocumentHtml(html: string, entries: readonly TPlaceholderEntry[]): TRendered {
  const escaped = entries.map((entry) => ({
    keyWord: entry.keyWord,
    value: entry.value === null ? null : escapeHtml(entry.value),
  }));
  return renderPlaceholders(html, escaped);
}

/** True while the template's 'New!' badge shows. */
export const isNewTemplate = (newUntil: string | null, now = new Date()) =>
  newUntil !== null && new Date(newUntil).getTime() > now.getTime();
