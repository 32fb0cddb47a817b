import type { TBotKnowledge } from '@askhr/shared/bot/bot-knowledge';
import type { TDb } from '../../db/client';
import { findKnowledgeStamp, loadKnowledge } from './knowledge.repository';

export interface TKnowledgeSource {
  /** What the tenant's employees are answered with at `date` (`now` unless testing a date). */
  at(customerId: number, date: Date, now: Date): Promise<TBotKnowledge>;
}

interface TEntry {
  stamp: number;
  knowledge: Promise<TBotKnowledge>;
}

/**
 * The bot's knowledge of each tenant, kept in memory and read again only when the tenant's stamp
 * has moved: one small read per message instead of the questions, countries and values each time,
 * and a change saved by any process is seen by the next message in every process. A dated test of
 * a past date reads the values as they stood then, uncached.
 */
export function createKnowledgeCache(db: TDb): TKnowledgeSource {
  const entries = new Map<number, TEntry>();
  return {
    async at(customerId, date, now) {
      if (date < now) return loadKnowledge(db, customerId, { date, now });
      const stamp = await findKnowledgeStamp(db, customerId);
      const entry = entries.get(customerId);
      // an older read never replaces a newer one; messages meanwhile share the one load under way
      if (entry && entry.stamp >= stamp) return entry.knowledge;
      const knowledge = loadKnowledge(db, customerId);
      const next = { stamp, knowledge };
      entries.set(customerId, next);
      knowledge.catch(() => {
        if (entries.get(customerId) === next) entries.delete(customerId);
      });
      return knowledge;
    },
  };
}
