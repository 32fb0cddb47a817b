/**
 * Readers of the links an editor writes in Markdown (CommonMark's inline links and images, autolinks
 * and link reference definitions), each at a given position of the text. They accept what a chat
 * client would read as a link, so that none reaches the employee without its destination checked.
 */

export interface TWrittenLink {
  /** where the link ends in the text */
  end: number;
  /** the label, or an image's description, as written (Markdown) */
  label: string;
  /** the destination, backslash escapes undone */
  destination: string;
}

/** The longest label, destination or title of an inline link read: real ones are far shorter. */
export const MAX_INLINE_PART = 2048;
// markdown-it's bound: a destination with deeper parentheses is no link there either
const MAX_PAREN_DEPTH = 32;

// CommonMark section 2.4: a backslash escapes any ASCII punctuation character
const ESCAPABLE = /[!-/:-@[-`{-~]/;
const unescape = (text: string) => text.replace(/\\([!-/:-@[-`{-~])/g, '$1');
/** True when a backslash at `at` escapes the character after it. */
export const isEscape = (text: string, at: number) => text[at] === '\\' && ESCAPABLE.test(text[at + 1] ?? '');
const isSpace = (char: string | undefined) => char === ' ' || char === '\t';

/** Skips spaces and tabs with at most one line end among them, as between a link's parts. */
function skipSpace(text: string, at: number): number {
  let i = at;
  while (isSpace(text[i])) i++;
  if (text[i] === '\n') i++;
  while (isSpace(text[i])) i++;
  return i;
}

/**
 * For every `[` of the text, the position of the `]` that closes it (brackets inside balanced), or
 * -1; a pair with a blank line between is no label. One pass, so that a text of many brackets costs
 * no more than its length to read.
 */
function bracketPairs(text: string): Int32Array {
  const pairs = new Int32Array(text.length).fill(-1);
  const open: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (isEscape(text, i)) i++;
    else if (text[i] === '[') open.push(i);
    else if (text[i] === ']' && open.length > 0) pairs[open.pop()!] = i;
  }
  // the end of the first blank line that starts at or after each position
  const blankEnd = new Int32Array(text.length + 1).fill(text.length);
  for (let i = text.length - 1; i >= 0; i--) {
    blankEnd[i] = blankEnd[i + 1]!;
    if (text[i] !== '\n') continue;
    let j = i + 1;
    while (isSpace(text[j])) j++;
    if (text[j] === '\n') blankEnd[i] = j;
  }
  for (let i = 0; i < text.length; i++) if (pairs[i]! > blankEnd[i]!) pairs[i] = -1;
  return pairs;
}

/** A destination at `at`: `<...>`, or a run without spaces whose parentheses are balanced. */
function readDestination(
  text: string,
  at: number,
  maxLength: number,
): { end: number; destination: string } | null {
  if (text[at] === '<') {
    for (let i = at + 1; i < text.length && i - at <= maxLength; i++) {
      if (isEscape(text, i)) i++;
      else if (text[i] === '\n' || text[i] === '<') return null;
      else if (text[i] === '>') return { end: i + 1, destination: unescape(text.slice(at + 1, i)) };
    }
    return null;
  }
  let depth = 0;
  let i = at;
  for (; i < text.length; i++) {
    if (i - at > maxLength) return null;
    const char = text[i]!;
    if (isEscape(text, i)) i++;
    // a space or a control character ends it
    else if (char <= ' ' || char === '\u007f') break;
    // as markdown-it: deeper parentheses make no destination
    else if (char === '(' && ++depth > MAX_PAREN_DEPTH) return null;
    else if (char === ')') {
      if (depth === 0) break;
      depth--;
    }
  }
  return depth === 0 ? { end: i, destination: unescape(text.slice(at, i)) } : null;
}

/** The end of a link title (`"..."`, `'...'` or `(...)`) at `at`, or `at` when there is none. */
function skipTitle(text: string, at: number): number {
  const close = { '"': '"', "'": "'", '(': ')' }[text[at] ?? ''];
  if (!close) return at;
  for (let i = at + 1; i < Math.min(text.length, at + MAX_INLINE_PART); i++) {
    if (isEscape(text, i)) i++;
    else if (text[i] === close) return i + 1;
  }
  return at;
}

// CommonMark section 6.5: a scheme of 2 to 32 characters, or an e-mail address, between < and >
const AUTOLINK = /<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>]*)>/y;
const AUTOLINK_EMAIL =
  /<([A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*)>/y;

/** `<scheme:...>` or `<address@example>` at `at`; the label is the address as written. */
export function readAutolink(text: string, at: number): TWrittenLink | null {
  for (const [pattern, prefix] of [
    [AUTOLINK, ''],
    [AUTOLINK_EMAIL, 'mailto:'],
  ] as const) {
    pattern.lastIndex = at;
    const match = pattern.exec(text);
    if (match) return { end: at + match[0].length, label: match[1]!, destination: `${prefix}${match[1]!}` };
  }
  return null;
}

/**
 * The readers of one text's inline links and definitions, its brackets paired once. An inline link's
 * label and destination are bounded (`MAX_INLINE_PART`): one longer is no link here, and the text
 * around it is escaped so that it is none in the client either (`linkedMarkdown`).
 */
export function markdownLinkReader(text: string) {
  const pairs = bracketPairs(text);
  return {
    /** `[label](destination "title")`, or an image `![description](...)`, starting at `at`. */
    inlineLink(at: number): TWrittenLink | null {
      const open = text[at] === '!' ? at + 1 : at;
      if (text[open] !== '[') return null;
      const close = pairs[open]!;
      if (close === -1 || close - open > MAX_INLINE_PART || text[close + 1] !== '(') return null;
      const found = readDestination(text, skipSpace(text, close + 2), MAX_INLINE_PART);
      if (!found) return null;
      let i = skipSpace(text, found.end);
      if (i > found.end) i = skipSpace(text, skipTitle(text, i));
      if (text[i] !== ')') return null;
      return { end: i + 1, label: text.slice(open + 1, close), destination: found.destination };
    },

    /**
     * `[label]: destination "title"` at the start of a line at `at`, to the end of its line: it
     * shows nothing, and lends its destination to every `[text][label]` of the text. Read whatever
     * its length (there is one per line at most), so that none reaches a client unchecked.
     */
    definition(at: number): TWrittenLink | null {
      if (at > 0 && text[at - 1] !== '\n') return null;
      let open = at;
      while (text[open] === ' ' && open - at < 3) open++;
      if (text[open] !== '[') return null;
      const close = pairs[open]!;
      if (close === -1 || close === open + 1 || text[close + 1] !== ':') return null;
      const found = readDestination(text, skipSpace(text, close + 2), Infinity);
      if (!found || found.destination === '') return null;
      const lineEnd = text.indexOf('\n', found.end);
      const end = lineEnd === -1 ? text.length : lineEnd + 1;
      return { end, label: text.slice(open + 1, close), destination: found.destination };
    },
  };
}
