/** `{{keyword}}` in an answer (spec 000 section 5: double braces around an alphanumeric keyword). */
const TOKEN = /\{\{\s*([A-Za-z0-9]+)\s*\}\}/g;

export type TPreviewSegment =
  | { kind: 'text'; text: string }
  | { kind: 'value'; keyword: string; value: string }
  /** a known placeholder without a value in the country: shown as @keyword */
  | { kind: 'empty'; keyword: string }
  /** 'THIS PLACEHOLDER DOESNT EXIST' */
  | { kind: 'unknown'; keyword: string };

/** Splits an answer into text and filled placeholders, as an employee of the country reads it. */
export function fillPlaceholders(text: string, values: ReadonlyMap<string, string>): TPreviewSegment[] {
  const lower = new Map([...values].map(([key, value]) => [key.toLowerCase(), value]));
  const segments: TPreviewSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const keyword = match[1] ?? '';
    if (match.index > last) segments.push({ kind: 'text', text: text.slice(last, match.index) });
    const value = values.get(keyword) ?? lower.get(keyword.toLowerCase());
    if (value === undefined) segments.push({ kind: 'unknown', keyword });
    else if (value.trim() === '') segments.push({ kind: 'empty', keyword });
    else segments.push({ kind: 'value', keyword, value });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  return segments;
}

export function unknownKeywords(segments: readonly TPreviewSegment[]): string[] {
  return [...new Set(segments.flatMap((segment) => (segment.kind === 'unknown' ? [segment.keyword] : [])))];
}
