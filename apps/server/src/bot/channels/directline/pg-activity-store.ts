import { and, asc, eq, gt, lt, lte, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { TDb } from '../../../db/client';
import type { TNotifications } from '../../../db/notifications';
import { directlineActivities, directlineConversations } from '../../../db/schema';
import { rowsOf } from '../../../db/rows';
import { unauthorized } from '../../../lib/errors';
import { createActivityFanout, DIRECTLINE_CHANNEL, ephemeralOf, typingNotice } from './activity-fanout';
import type { TActivity, TActivityStore, TConversationInfo } from './directline.types';
import { jsonbOf } from '../../../db/json-text';
import { activitiesNotice, hasErrorCode, stampedActivity, takeSequences } from './pg-activity-sql';
import { createPgAnswerQueue } from './pg-answer-queue';
import type { TPresence } from '../../../db/presence';
import { reportBackgroundError, type TOutageMonitor } from '../../../db/outage';

/** A conversation keeps its last 1000 activities for the clients (watermarks stay absolute). */
const KEPT_ACTIVITIES = 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;
const SWEPT_AFTER_MS = 24 * 60 * 60 * 1000;
/**
 * Conversations looked up lately, remembered for the posts that follow: whose a conversation is never
 * changes. An entry lasts 10 minutes, and never past an hour before its conversation could be swept
 * (a day after it was last touched, by any process), so that a remembered one still exists unless its
 * tenant was deleted.
 */
const KNOWN_CONVERSATIONS = { max: 10_000, forMs: 10 * 60 * 1000, marginMs: 60 * 60 * 1000 };

export interface TPgActivityStore extends TActivityStore {
  /** Deletes the conversations untouched for a day, with their activities; returns how many. */
  sweep(): Promise<number>;
  close(): Promise<void>;
}

/**
 * Conversations and activities in PostgreSQL (or PGlite), so that any server process serves any
 * conversation: an append takes the conversation's next sequence, stores the activity and notifies
 * every process in one statement; the processes fetch what was stored (see activity-fanout).
 */
export function createPgActivityStore(deps: {
  db: TDb;
  notifications: TNotifications;
  log: { error(obj: object, msg: string): void };
  /** the database out of reach is logged there, once per outage, not at every sweep */
  outage?: TOutageMonitor;
  /** names this process as the holder of the messages it answers (none: they lapse by time alone) */
  presence?: TPresence;
}): TPgActivityStore {
  const { db, notifications, log } = deps;
  const conversations = directlineConversations;
  const activities = directlineActivities;

  const fanout = createActivityFanout({
    notifications,
    log,
    outage: deps.outage,
    async lastSequenceOf(conversationId) {
      const [row] = await db
        .select({ last: conversations.lastSequence })
        .from(conversations)
        .where(eq(conversations.id, conversationId));
      return row?.last ?? 0;
    },
    async activitiesBetween(conversationId, after, upTo, limit) {
      const rows = await db
        .select({ sequence: activities.sequence, activity: activities.activity })
        .from(activities)
        .where(
          and(
            eq(activities.conversationId, conversationId),
            gt(activities.sequence, after),
            lte(activities.sequence, upTo),
          ),
        )
        .orderBy(asc(activities.sequence))
        .limit(limit);
      return rows.map((row) => ({ sequence: row.sequence, activity: row.activity as TActivity }));
    },
  });

  async function sweep() {
    const deleted = await db
      .delete(conversations)
      .where(lt(conversations.touchedAt, sql`now() - ${SWEPT_AFTER_MS}::int * interval '1 millisecond'`))
      .returning({ id: conversations.id });
    for (const { id } of deleted) known.delete(id);
    return deleted.length;
  }
  const sweeper = setInterval(() => {
    sweep().catch((err: unknown) =>
      reportBackgroundError(deps, err, 'could not sweep Direct Line conversations'),
    );
  }, SWEEP_EVERY_MS);
  sweeper.unref();

  // read for every post: built once, and planned once per connection
  const conversationById = db
    .select({
      id: conversations.id,
      customerId: conversations.customerId,
      botUserId: conversations.botUserId,
      touchedAt: conversations.touchedAt,
    })
    .from(conversations)
    .where(eq(conversations.id, sql.placeholder('id')))
    .prepare('directline_conversation_by_id');
  const known = new LRUCache<string, TConversationInfo>({ max: KNOWN_CONVERSATIONS.max });
  const remember = (info: TConversationInfo, touchedAt: Date) => {
    const sweepable = touchedAt.getTime() + SWEPT_AFTER_MS - KNOWN_CONVERSATIONS.marginMs - Date.now();
    const ttl = Math.min(KNOWN_CONVERSATIONS.forMs, sweepable);
    if (ttl > 0) known.set(info.id, info, { ttl });
  };
  const getConversation = async (id: string): Promise<TConversationInfo | undefined> => {
    const hit = known.get(id);
    if (hit) return hit;
    const [row] = await conversationById.execute({ id });
    if (!row) return undefined;
    const { touchedAt, ...info } = row;
    remember(info, touchedAt);
    return info;
  };

  const answers = createPgAnswerQueue(db, log, deps.presence);
  return {
    getConversation,
    async ensureConversation(info) {
      const [created] = await db
        .insert(conversations)
        .values({ id: info.id, customerId: info.customerId, botUserId: info.botUserId })
        .onConflictDoNothing()
        .returning({
          id: conversations.id,
          customerId: conversations.customerId,
          botUserId: conversations.botUserId,
          touchedAt: conversations.touchedAt,
        })
        .catch((err: unknown) => {
          // a token that outlived its tenant: no conversation for it
          throw hasErrorCode(err, '23503') ? unauthorized('This web chat token is no longer valid.') : err;
        });
      if (!created) {
        const existing = await getConversation(info.id);
        if (!existing) throw new Error(`conversation ${info.id} vanished while it was started`);
        return existing;
      }
      const { touchedAt, ...stored } = created;
      remember(stored, touchedAt);
      return stored;
    },
    async append(conversationId, activity) {
      const result = await db.execute(sql`
        with next as (${takeSequences(conversationId, 1)}), stored as (
          insert into ${activities} (conversation_id, sequence, activity)
          select ${conversationId}::text, base + 1, ${stampedActivity(conversationId, sql`(base + 1)`, jsonbOf(activity))}
          from next
          returning sequence, activity
        )
        select activity,
          ${activitiesNotice(conversationId, sql`sequence`, sql`json_build_array(activity)`)}::text as notified
        from stored`);
      const stored = rowsOf(result)[0]?.activity;
      if (!stored) throw new Error(`unknown conversation ${conversationId}`);
      return stored as TActivity;
    },
    ...answers,
    appendPosted: (conversationId, activity, options) =>
      answers.appendPosted(conversationId, activity, options).catch((err: unknown) => {
        // the conversation may be gone (its tenant deleted): it is looked up again next time
        known.delete(conversationId);
        throw err;
      }),
    async list(conversationId, watermark) {
      const after = sql`greatest(${watermark ?? 0}::int, ${conversations.lastSequence} - ${KEPT_ACTIVITIES}::int)`;
      const rows = await db
        .select({ last: conversations.lastSequence, activity: activities.activity })
        .from(conversations)
        .leftJoin(
          activities,
          and(eq(activities.conversationId, conversations.id), gt(activities.sequence, after)),
        )
        .where(eq(conversations.id, conversationId))
        .orderBy(asc(activities.sequence));
      if (rows.length === 0) throw new Error(`unknown conversation ${conversationId}`);
      return {
        activities: rows.flatMap((row) => (row.activity ? [row.activity as TActivity] : [])),
        watermark: rows[0]!.last,
      };
    },
    async publishEphemeral(conversationId, activity, after) {
      const told = ephemeralOf(conversationId, activity, after);
      if (told) await notifications.notify(DIRECTLINE_CHANNEL, typingNotice(conversationId, told, after));
    },
    subscribe: (conversationId, listener) => fanout.subscribe(conversationId, listener),
    sweep,
    async close() {
      clearInterval(sweeper);
      await fanout.close();
    },
  };
}
