import type { TDb } from '../db/client';
import type { TReviewBot } from '../modules/review/review-bot';
import type { TIntentRanker } from './core/intent-ranker';
import { createKnowledgeCache } from './knowledge/knowledge-cache';
import { stemsOf } from './nlu/analyzer';
import { loadSearchDocuments } from './nlu/nlu.repository';
import { tokenize } from './nlu/normalize';

/** The bot as review sees it: its live ranking, its knowledge and how it reads words. */
export function createReviewBot(db: TDb, ranker: TIntentRanker): TReviewBot {
  const knowledge = createKnowledgeCache(db);
  return {
    analyzer: { tokenize, stemsOf },
    rank: (customerId, text) => ranker.rank(customerId, text),
    knowledge: (customerId, now) => knowledge.at(customerId, now, now),
    async questionTexts(customerId) {
      const documents = await loadSearchDocuments(db, customerId);
      return documents.map((d) =>
        [d.text, d.description, d.tags, d.utterances, d.confirmed, d.answers].join('\n'),
      );
    },
  };
}
