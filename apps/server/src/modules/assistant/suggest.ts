import { splitSentences, type TPassage } from './passages';
import { bm25Scores, tokenize, weightedQuery, type TWeightedQuery } from './text-ranking';

export interface TAssistantQuestion {
  text: string;
  description: string;
  utterances: string[];
}

export interface TRankedPassage extends TPassage {
  score: number;
}

const MAX_SOURCES = 3;
/** A passage far weaker than the best one is noise, not a second source. */
const RELATIVE_CUTOFF = 0.5;
const SENTENCES_PER_PASSAGE = 3;
const EXCERPT_CHARS = 300;

export const NO_MATCH_TEXT =
  'The document does not seem to answer this question. Try another document, or write the answer yourself.';

/**
 * The query: the question's words weigh most; its description (with examples) and utterances add
 * phrasings. Each word is then weighed by how rare it is among the tenant's other questions
 * (`background`, one token list per question): words every question has ("how", "can", "wie",
 * "cómo") say little about this one, in whatever language the tenant writes.
 */
export function queryOf(question: TAssistantQuestion, background: string[][] = []): TWeightedQuery {
  const query = weightedQuery([
    { text: question.text, weight: 2 },
    { text: question.description, weight: 0.5 },
    ...question.utterances.map((text) => ({ text, weight: 1 / Math.max(3, question.utterances.length / 3) })),
  ]);
  if (background.length < 5) return query;
  const documentFrequency = new Map<string, number>();
  for (const doc of background)
    for (const term of new Set(doc)) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  const n = background.length;
  const maxIdf = Math.log(1 + (n + 0.5) / 0.5);
  for (const [term, weight] of query) {
    const df = documentFrequency.get(term) ?? 0;
    query.set(term, (weight * Math.log(1 + (n - df + 0.5) / (df + 0.5))) / maxIdf);
  }
  return query;
}

/** The best passages for the question, best first, without those that share no word with it. */
export function rankPassages(passages: TPassage[], query: TWeightedQuery): TRankedPassage[] {
  const scores = bm25Scores(
    passages.map((p) => tokenize(p.text)),
    query,
  );
  const ranked = passages
    .map((passage, i) => ({ ...passage, score: scores[i]! }))
    .filter((p) => p.score > 0)
    .sort((a, b) => b.score - a.score);
  const best = ranked[0]?.score ?? 0;
  return ranked.filter((p) => p.score >= best * RELATIVE_CUTOFF).slice(0, MAX_SOURCES);
}

/** The sentences of a passage that carry the answer, in their original order. */
function keySentences(passage: TPassage, query: TWeightedQuery): string {
  // headings (short lines without a final punctuation mark) title a passage, they do not answer
  const sentences = passage.text
    .split('\n')
    .filter((line) => line.length >= 60 || /[.!?:;。！？]$/u.test(line))
    .flatMap((line) => splitSentences(line));
  if (sentences.length === 0) return passage.text.replace(/\s+/g, ' ');
  if (sentences.length <= SENTENCES_PER_PASSAGE) return sentences.join(' ');
  const scores = bm25Scores(
    sentences.map((s) => tokenize(s)),
    query,
  );
  const best = Math.max(...scores);
  const chosen = scores
    .map((score, index) => ({ score, index }))
    .filter((s) => s.score > 0 && s.score >= best * 0.3)
    .sort((a, b) => b.score - a.score)
    .slice(0, SENTENCES_PER_PASSAGE)
    .sort((a, b) => a.index - b.index);
  return chosen.map((s) => sentences[s.index]).join(' ');
}

export function excerptOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= EXCERPT_CHARS ? flat : `${flat.slice(0, EXCERPT_CHARS - 1).replace(/\s\S*$/, '')}…`;
}

/** An answer made of the document's own sentences, each paragraph citing its page. */
export function extractiveAnswer(ranked: TRankedPassage[], query: TWeightedQuery): string {
  if (ranked.length === 0) return NO_MATCH_TEXT;
  // in document order, so the answer reads like the document does
  const inOrder = [...ranked].sort((a, b) => a.page - b.page);
  return inOrder.map((passage) => `${keySentences(passage, query)} (page ${passage.page})`).join('\n\n');
}
