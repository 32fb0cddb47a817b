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
function tfidf(question: TRelatedCandidate, idf: ReadonlyMap<string, number>): TVector {
  const weights = new Map<string, number>();
  const add = (text: string, weight: number) => {
    for (const token of words(text))
      weights.set(token, (weights.get(token) ?? 0) + weight * (idf.get(token) ?? 0));
  };
  add(question.text, 1);
  add(question.description, 0.5);
  let sumOfSquares = 0;
  for (const weight of weights.values()) sumOfSquares += weight * weight;
  return { weights, norm: Math.sqrt(sumOfSquares) };
}

interface TVector {
  weights: ReadonlyMap<string, number>;
  norm: number;
}

function cosine(a: TVector, b: TVector): number {
  let dot = 0;
  for (const [token, weight] of a.weights) dot += weight * (b.weights.get(token) ?? 0);
  const denominator = a.norm * b.norm;
  return denominator > 0 ? dot / denominator : 0;
}

/**
 * What ranking needs of every question of a tenant, worked out once: its words' tf-idf vector, its
 * keywords and tags, and how rare each is. Any question's related ones are then a pass of
 * arithmetic over the others.
 */
export interface TRelatedIndex {
  questions: readonly {
    candidate: TRelatedCandidate;
    vector: TVector;
    keywords: ReadonlySet<string>;
    tags: ReadonlySet<string>;
  }[];
  keywordIdf: ReadonlyMap<string, number>;
  tagIdf: ReadonlyMap<string, number>;
}

export function relatedIndex(candidates: readonly TRelatedCandidate[]): TRelatedIndex {
  const tokenIdf = inverseFrequencies(candidates.map((q) => new Set(words(`${q.text} ${q.description}`))));
  const keywordSets = candidates.map((q) => new Set(q.keywords.map((k) => k.toLowerCase())));
  const tagSets = candidates.map((q) => new Set(q.tagIds.map(String)));
  return {
    questions: candidates.map((candidate, i) => ({
      candidate,
      vector: tfidf(candidate, tokenIdf),
      keywords: keywordSets[i]!,
      tags: tagSets[i]!,
    })),
    keywordIdf: inverseFrequencies(keywordSets),
    tagIdf: inverseFrequencies(tagSets),
  };
}

/** The questions of the index most related to question `targetId`, best first (ties by text), at most `limit`. */
export function rankRelatedIn(
  index: TRelatedIndex,
  targetId: number,
  limit: number,
): { id: number; text: string }[] {
  const target = index.questions.find((q) => q.candidate.id === targetId);
  if (!target) return [];
  const { categoryId } = target.candidate;
  const scored: { id: number; text: string; score: number }[] = [];
  for (const other of index.questions) {
    if (other === target) continue;
    const score =
      WEIGHTS.category * Number(categoryId !== null && other.candidate.categoryId === categoryId) +
      WEIGHTS.keywords * overlap(target.keywords, other.keywords, index.keywordIdf) +
      WEIGHTS.text * cosine(target.vector, other.vector) +
      WEIGHTS.tags * overlap(target.tags, other.tags, index.tagIdf);
    if (score >= MIN_SCORE) scored.push({ id: other.candidate.id, text: other.candidate.text, score });
  }
  return scored
    .sort((a, b) => b.score - a.score || a.text.toLowerCase().localeCompare(b.text.toLowerCase()))
    .slice(0, limit)
    .map(({ id, text }) => ({ id, text }));
}
