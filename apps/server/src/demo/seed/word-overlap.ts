/**
 * Word overlap of an employee message with the knowledge base's own phrasings, so the development
 * set of employee messages (bench/data/employee-messages.json) can show it does not just repeat
 * training utterances: the Jaccard index of the two sets of lowercase words, where a word is a run
 * of Unicode letters or digits (accents kept).
 */
export function wordsOf(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean),
  );
}

export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const word of a) if (b.has(word)) shared++;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}

/** The highest overlap of the text with any of the phrasings. */
export function nearestOverlap(text: string, phrasings: readonly string[]): number {
  const words = wordsOf(text);
  return Math.max(0, ...phrasings.map((p) => jaccard(words, wordsOf(p))));
}
