import {
  renderedLength,
  renderPlaceholders,
  type TPlaceholderEntry,
  type TRendered,
} from '../placeholders/placeholder-rendering';
import { withoutUnsafeLinks } from './document-links';
import {
  DOCUMENT_LISTS_TOO_DEEP,
  DOCUMENT_MAX_LENGTH,
  DOCUMENT_MARKS_TOO_DEEP,
  DOCUMENT_MAX_DEPTH,
  DOCUMENT_MAX_LIST_DEPTH,
  DOCUMENT_MAX_MARK_DEPTH,
  DOCUMENT_TOO_DEEP,
} from './documents.schemas';

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

const escapedEntries = (entries: readonly TPlaceholderEntry[]) =>
  entries.map((entry) => ({
    keyWord: entry.keyWord,
    value: entry.value === null ? null : escapeHtml(entry.value),
  }));

/**
 * The longest a document may be once filled: a template that repeats a long value would otherwise
 * fill to hundreds of megabytes (a value of 2,000 `&` in every `{{keyword}}` of a long document).
 */
export const DOCUMENT_MAX_FILLED_LENGTH = 2 * DOCUMENT_MAX_LENGTH;
export const DOCUMENT_FILLED_TOO_LONG =
  "This document is too long once its placeholders are filled in. Shorten the document or the placeholders' values it repeats.";

/** True when filling the document would pass `DOCUMENT_MAX_FILLED_LENGTH`; nothing is built to tell. */
export const isFilledDocumentTooLong = (html: string, entries: readonly TPlaceholderEntry[]) =>
  renderedLength(html, escapedEntries(entries)) > DOCUMENT_MAX_FILLED_LENGTH;

/**
 * Fills a document's `{{keyword}}`s with the country's values, as the bot fills an answer. Values
 * are plain text, so they are escaped: a value can never add markup to the document. A value can
 * still be a link's destination (`href="{{portal}}"`), so links are checked once filled: one that
 * leads elsewhere than a web or mail address keeps only its label, in the Word file and the preview.
 */
export function fillDocumentHtml(html: string, entries: readonly TPlaceholderEntry[]): TRendered {
  const rendered = renderPlaceholders(html, escapedEntries(entries));
  return { ...rendered, text: withoutUnsafeLinks(rendered.text) };
}

/** True while the template's 'New!' badge shows. */
export const isNewTemplate = (newUntil: string | null, now = new Date()) =>
  newUntil !== null && new Date(newUntil).getTime() > now.getTime();

/** The deepest nesting of a document's HTML: lists and quotes, marks (links too), any element. */
export interface TDocumentNesting {
  lists: number;
  marks: number;
  elements: number;
}

/** Why a save refuses the document's nesting, or undefined when it stays within the limits. */
export function documentNestingProblem(nesting: TDocumentNesting): string | undefined {
  if (nesting.lists > DOCUMENT_MAX_LIST_DEPTH) return DOCUMENT_LISTS_TOO_DEEP;
  if (nesting.marks > DOCUMENT_MAX_MARK_DEPTH) return DOCUMENT_MARKS_TOO_DEEP;
  if (nesting.elements > DOCUMENT_MAX_DEPTH) return DOCUMENT_TOO_DEEP;
  return undefined;
}
