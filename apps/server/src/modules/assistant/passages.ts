/** A paragraph-sized piece of a document with the page it comes from (1-based). */
export interface TPassage {
  page: number;
  text: string;
}

const MAX_PASSAGE_CHARS = 700;
const MIN_PASSAGE_CHARS = 120;

/** Sentences of a paragraph; ends of sentences in Latin, CJK, Devanagari and Arabic punctuation. */
export function splitSentences(paragraph: string): string[] {
  return paragraph
    .split(/(?<=[.!?。！？।؟])\s+|(?<=[。！？])/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

function paragraphsOf(pageText: string): string[] {
  const blocks = pageText.split(/\n\s*\n/);
  const paragraphs: string[] = [];
  for (const block of blocks) {
    // readers return one line per printed line: list items and headings (short lines without
    // a final punctuation mark) start and end paragraphs; other lines are joined
    let current = '';
    for (const rawLine of block.split('\n')) {
      const line = rawLine.replace(/\s+/g, ' ').trim();
      // a line holding only a number is a page number of the header or footer
      if (!line || /^\p{N}{1,4}$/u.test(line)) continue;
      const isItem = /^([-•*·]|\d+[.)])\s/u.test(line);
      if (isItem && current) {
        paragraphs.push(current);
        current = '';
      }
      current = current ? joinLine(current, line) : line;
      const isHeading = line.length < 60 && !/[.,;:!?]$/u.test(line);
      if (isHeading && current === line) {
        paragraphs.push(current);
        current = '';
      }
    }
    if (current) paragraphs.push(current);
  }
  return paragraphs;
}

/** Joins a wrapped line, undoing a hyphenation at the line end. */
function joinLine(current: string, line: string): string {
  if (/\p{L}-$/u.test(current) && /^\p{Ll}/u.test(line)) return current.slice(0, -1) + line;
  return `${current} ${line}`;
}

/**
 * Cuts the pages into passages: paragraphs, with short ones (headings, list items) merged into
 * their neighbours and long ones cut at sentence ends.
 */
export function splitPassages(pages: string[]): TPassage[] {
  const passages: TPassage[] = [];
  pages.forEach((pageText, index) => {
    const page = index + 1;
    let pending = '';
    const flush = () => {
      if (pending.trim()) passages.push({ page, text: pending.trim() });
      pending = '';
    };
    for (const paragraph of paragraphsOf(pageText)) {
      if (paragraph.length > MAX_PASSAGE_CHARS) {
        flush();
        for (const sentence of splitSentences(paragraph)) {
          if (pending && pending.length + sentence.length + 1 > MAX_PASSAGE_CHARS) flush();
          pending = pending ? `${pending} ${sentence}` : sentence;
        }
        flush();
        continue;
      }
      if (pending && pending.length + paragraph.length + 1 > MAX_PASSAGE_CHARS) flush();
      pending = pending ? `${pending}\n${paragraph}` : paragraph;
      if (pending.length >= MIN_PASSAGE_CHARS) flush();
    }
    flush();
  });
  return passages;
}
