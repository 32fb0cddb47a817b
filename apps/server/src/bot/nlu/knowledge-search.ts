import { LRUCache } from 'lru-cache';
import MiniSearch from 'minisearch';
import { compoundParts, stemsOf, words } from './analyzer';
import { runToEnd } from './yielding';

/** Everything an administrator wrote about a question, which an employee's words may meet. */
export interface TQuestionDocument {
  id: number;
  text: string;
  description: string;
  info: string;
  category: string;
  tags: string;
  utterances: string;
  /** employees' messages confirmed by use to mean the question */
  confirmed: string;
  answers: string;
}

export interface TSearchHit {
  questionId: number;
  /** BM25+ over the question's fields, as MiniSearch scores it */
  score: number;
  /** the share of the message's weight (inverse document frequency) that the question explains, 0-1 */
  coverage: number;
}

const FIELDS = [
  'text',
  'utterances',
  'confirmed',
  'description',
  'info',
  'category',
  'tags',
  'answers',
] as const;
// the question and the ways employees ask it say most (what administrators wrote above what use
// confirmed); the answers mostly say other things
const BOOST = {
  text: 3,
  utterances: 2,
  confirmed: 1.5,
  description: 1.5,
  info: 1,
  category: 1,
  tags: 1,
  answers: 0.6,
};

/** How many words' near spellings a tenant's index keeps (a few hundred bytes each). */
const REMEMBERED_SPELLINGS = 5_000;

/**
 * MiniSearch whose index, once built, keeps the near spellings it found for each word (the terms
 * one or two edits away and their postings). Walking the index for them is most of a search's time,
 * and employees use the same words again and again; the index no longer changes once built, so the
 * answer for a word stays right until the next build.
 */
class KnowledgeIndex extends MiniSearch<TQuestionDocument> {
  rememberNearSpellings() {
    const index = this._index;
    const walk = index.fuzzyGet.bind(index);
    const found = new LRUCache<string, ReturnType<typeof walk>>({ max: REMEMBERED_SPELLINGS });
    // a copy each time: the search deletes from what it gets
    index.fuzzyGet = (term, maxDistance) => {
      const key = `${maxDistance}:${term}`;
      let matches = found.get(key);
      if (!matches) found.set(key, (matches = walk(term, maxDistance)));
      return new Map(matches);
    };
  }
}

/**
 * Lexical retrieval over all of a tenant's questions (MiniSearch, BM25+, typo-tolerant by edit
 * distance and prefixes), the signal beside the trained classifier: it needs no training, reads
 * every field and language, and says how much of a message a question accounts for.
 */
export function* buildKnowledgeSearch(
  documents: readonly TQuestionDocument[],
): Generator<void, TKnowledgeSearch> {
  // the words the tenant wrote, as written: what a compound may be split into
  const known = new Set(documents.flatMap((d) => FIELDS.flatMap((field) => words(d[field]))));
  // a tenant writes the same words again and again: each is stemmed (six times) once
  const terms = new Map<string, string[]>();
  const termsOf = (word: string) => {
    const lower = word.toLowerCase();
    let found = terms.get(lower);
    if (!found) {
      found = [...new Set([lower, ...compoundParts(lower, known)].flatMap(stemsOf))];
      terms.set(lower, found);
    }
    return found;
  };
  const search = new KnowledgeIndex({
    fields: [...FIELDS],
    processTerm: (term) => {
      const terms = termsOf(term);
      return terms.length > 0 ? terms : null;
    },
    searchOptions: {
      boost: BOOST,
      combineWith: 'OR',
      fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
      prefix: (term) => term.length >= 5,
    },
  });
  // how many questions each term appears in: rare words weigh more in the coverage
  const documentFrequency = new Map<string, number>();
  // one question at a time between yields: a large knowledge base does not hold the event loop
  for (const document of documents) {
    search.add(document);
    const seen = new Set(FIELDS.flatMap((field) => words(document[field]).flatMap(termsOf)));
    for (const term of seen) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
    yield;
  }
  search.rememberNearSpellings();
  const count = Math.max(documents.length, 1);
  const idf = (term: string) => Math.log(1 + count / (documentFrequency.get(term) ?? 0.5));

  return {
    knows: (word) => known.has(word),
    search(text, limit = 10) {
      const asked = words(text);
      // each word weighs by its rarest form; a word no question uses weighs most
      const weights = asked.map((word) => Math.max(...termsOf(word).map(idf)));
      const total = weights.reduce((a, b) => a + b, 0);
      if (total === 0) return [];
      return search
        .search(text)
        .slice(0, limit)
        .map((hit) => {
          const matched = new Set(hit.queryTerms);
          const explained = asked.reduce(
            (sum, word, i) => sum + (termsOf(word).some((t) => matched.has(t)) ? weights[i]! : 0),
            0,
          );
          return { questionId: Number(hit.id), score: hit.score, coverage: explained / total };
        });
    },
  };
}

export interface TKnowledgeSearch {
  /** whether the tenant wrote this (lower-case) word anywhere */
  knows(word: string): boolean;
  search(text: string, limit?: number): TSearchHit[];
}

/** The search built in one go (tests, scripts); the server builds it with `buildKnowledgeSearch`. */
export const createKnowledgeSearch = (documents: readonly TQuestionDocument[]) =>
  runToEnd(buildKnowledgeSearch(documents));
