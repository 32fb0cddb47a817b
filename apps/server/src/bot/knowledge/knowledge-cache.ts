import type { TBotKnowledge } from '@askhr/shared/bot/bot-knowledge';
import type { TDb } from '../../db/client';
import { createStampedCache } from '../../modules/versioned-values/knowledge-stamps';
import { loadKnowledge } from './knowledge.repository';

export interface TKnowledgeSource {
  /** What the tenant's employees are answered with at `date` (`now` unless testing a date). */
  at(customerId: number, date: Date, now: Date): Promise<TBotKnowledge>;
}

/**
 * The bot's knowledge of each tenant, read again only when the tenant's stamp has moved: one small
 * read per message instead of the questions, countries and values each time. A dated test of a
 * past date reads the values as they stood then, uncached.
 */
export function createKnowledgeCache(db: TDb): TKnowledgeSource {
  const current = createStampedCache(db, (customerId) => loadKnowledge(db, customerId));
  return {
    at(customerId, date, now) {
      return date < now ? loadKnowledge(db, customerId, { date, now }) : current.get(customerId);
    },
  };
}
