/**
 * Related questions by meaning: the same category, the same placeholders in their answers and
 * similar wording weigh most; shared tags only tip the balance. A broad tag such as "New Hire"
 * alone never relates a vacation question to a laptop one.
 */
export interface TRelatedCandidate {
  id: number;
  text: string;
  description: string;
  categoryId: number | null;
  tagIds: readonly number[];
  /** placeholder keywords used by the question's answers */
  keywords: readonly string[];
}

const WEIGHTS = { category: 1, keywords: 1.5, text: 2, tags: 0.25 };
/** below this a candidate shares too little to be called related (tags alone stay under it) */
const MIN_SCORE = 0.3;

const STOP_WORDS = new Set(
  (
    'the and for are but not you your yours can could how what when where which who why will with ' +
    'does did have has had get got this that these those there from into about any all our out ' +
    'may might should would shall its was were been being per than then them they their examples example'
  ).split(' '),
);

function words(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter(
    (word) => word.length >= 3 && !STOP_WORDS.has(word),
  );
}

/** Rare features weigh more than common ones: log(N / df), at least a little above zero. */
function inverseFrequencies(sets: readonly ReadonlySet<string>[]): Map<string, number> {
  const df = new Map<string, number>();
  for (const set of sets) for (const item of set) df.set(item, (df.get(item) ?? 0) + 1);
  return new Map([...df].map(([item, n]) => [item, Math.log((sets.length + 1) / n)]));
}

/** Weighted overlap in [0, 1]: what the two share over what either has (idf-weighted Jaccard). */
function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>, idf: ReadonlyMap<string, number>): number {
  let shared = 0;
  let union = 0;
  for (const item of new Set([...a, ...b])) {
    const weight = idf.get(item) ?? 0;
    union += weight;
    if (a.has(item) && b.has(item)) shared += weight;
  }
  return union > 0 ? shared / union : 0;
}

/** The question's own words count fully, its description's (longer, looser) half. */
function tfidf(question: TRelatedCandidate, idf: ReadonlyMap<string, number>): Map<string, number> {
  const vector = new Map<string, number>();
  const add = (text: string, weight: number) => {
    for (const token of words(text))
      vector.set(token, (vector.get(token) ?? 0) + weight * (idf.get(token) ?? 0));
  };
  add(question.text, 1);
  add(question.description, 0.5);
  return vector;
}

function cosine(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): number {
  let dot = 0;
  for (const [token, weight] of a) dot += weight * (b.get(token) ?? 0);
  const norm = (v: ReadonlyMap<string, number>) => Math.sqrt([...v.values()].reduce((s, w) => s + w * w, 0));
  const denominator = norm(a) * norm(b);
  return denominator > 0 ? dot / denominator : 0;
}

/** The candidates most related to `target`, best first (ties by text), at most `limit`. */
export function rankRelated(
  target: TRelatedCandidate,
  candidates: readonly TRelatedCandidate[],
  limit: number,
): { id: number; text: string }[] {
  const all = [target, ...candidates.filter((c) => c.id !== target.id)];
  const tokenIdf = inverseFrequencies(all.map((q) => new Set(words(`${q.text} ${q.description}`))));
  const keywordSets = all.map((q) => new Set(q.keywords.map((k) => k.toLowerCase())));
  const keywordIdf = inverseFrequencies(keywordSets);
  const tagSets = all.map((q) => new Set(q.tagIds.map(String)));
  const tagIdf = inverseFrequencies(tagSets);
  const targetVector = tfidf(target, tokenIdf);

  return all
    .slice(1)
    .map((candidate, i) => {
      const index = i + 1;
      const score =
        WEIGHTS.category * Number(target.categoryId !== null && candidate.categoryId === target.categoryId) +
        WEIGHTS.keywords * overlap(keywordSets[0]!, keywordSets[index]!, keywordIdf) +
        WEIGHTS.text * cosine(targetVector, tfidf(candidate, tokenIdf)) +
        WEIGHTS.tags * overlap(tagSets[0]!, tagSets[index]!, tagIdf);
      return { id: candidate.id, text: candidate.text, score };
    })
    .filter((row) => row.score >= MIN_SCORE)
    .sort((a, b) => b.score - a.score || a.text.toLowerCase().localeCompare(b.text.toLowerCase()))
    .slice(0, limit)
    .map(({ id, text }) => ({ id, text }));
}
