import { EventEmitter } from 'node:events';
import type { TActivity, TActivitySet, TActivityStore, TConversationInfo } from './directline.types';

interface TEntry {
  info: TConversationInfo;
  activities: TActivity[];
  touchedAt: number;
}

const IDLE_MS = 24 * 60 * 60 * 1000;
const MAX_ACTIVITIES = 1000;

/**
 * The process-local store: right for one server process. Conversations idle for a day are dropped
 * and a conversation keeps its last 1000 activities (watermarks stay absolute).
 */
export function createMemoryActivityStore(): TActivityStore {
  const conversations = new Map<string, TEntry & { offset: number }>();
  const events = new EventEmitter();
  events.setMaxListeners(0);

  function sweep(now: number) {
    for (const [id, entry] of conversations) if (now - entry.touchedAt > IDLE_MS) conversations.delete(id);
  }

  function entryOf(id: string) {
    const entry = conversations.get(id);
    if (!entry) throw new Error(`unknown conversation ${id}`);
    entry.touchedAt = Date.now();
    return entry;
  }

  return {
    async getConversation(id) {
      return conversations.get(id)?.info;
    },
    async ensureConversation(info) {
      const existing = conversations.get(info.id);
      if (existing) return existing.info;
      sweep(Date.now());
      conversations.set(info.id, { info, activities: [], touchedAt: Date.now(), offset: 0 });
      return info;
    },
    async append(conversationId, activity) {
      const entry = entryOf(conversationId);
      const sequence = entry.offset + entry.activities.length + 1;
      const stored: TActivity = {
        ...activity,
        id: `${conversationId}|${String(sequence).padStart(7, '0')}`,
        timestamp: new Date().toISOString(),
        channelId: 'directline',
        conversation: { id: conversationId },
      };
      entry.activities.push(stored);
      if (entry.activities.length > MAX_ACTIVITIES) {
        entry.activities.shift();
        entry.offset += 1;
      }
      events.emit(conversationId, { activities: [stored], watermark: String(sequence) });
      return stored;
    },
    async list(conversationId, watermark) {
      const entry = entryOf(conversationId);
      const from = Math.max(0, (watermark ?? 0) - entry.offset);
      return {
        activities: entry.activities.slice(from),
        watermark: entry.offset + entry.activities.length,
      };
    },
    async publishEphemeral(conversationId, activity) {
      events.emit(conversationId, {
        activities: [
          {
            ...activity,
            timestamp: new Date().toISOString(),
            channelId: 'directline',
            conversation: { id: conversationId },
          },
        ],
      });
    },
    subscribe(conversationId, listener: (set: TActivitySet) => void) {
      events.on(conversationId, listener);
      return () => events.off(conversationId, listener);
    },
  };
}
