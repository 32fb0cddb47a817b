import { z } from 'zod';
import type { TNotifications } from '../../../db/notifications';
import { reportBackgroundError, type TOutageMonitor } from '../../../db/outage';
import type { TActivity, TActivitySet } from './directline.types';

/** The one channel of every Direct Line conversation of every process. */
export const DIRECTLINE_CHANNEL = 'directline';
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
export const MAX_PAYLOAD_BYTES = 7999;
const FETCH_BATCH = 100;
const LAST_SEQUENCE = 2 ** 31 - 1;

/**
 * A notice names a conversation and the last sequence of activities just stored, with the
 * activities themselves when they fit (`a`, ending at `s`; else the listeners fetch them), or an
 * ephemeral activity (`t`, typing).
 */
const ZNoticeActivity = z.looseObject({ type: z.string(), from: z.looseObject({ id: z.string() }) });
const ZNotice = z.object({
  c: z.string(),
  s: z.number().int().positive().optional(),
  a: z.array(ZNoticeActivity).optional(),
  t: ZNoticeActivity.optional(),
});

/** An ephemeral activity's notice; `after`: a stored activity its listeners get first. */
export const typingNotice = (conversationId: string, activity: TActivity, after?: number) =>
  JSON.stringify({ c: conversationId, ...(after ? { s: after } : {}), t: activity });

/**
 * An ephemeral activity (typing) as the listeners get it: stamped like a stored one, without its
 * sender's name when a long one would make the notice too big; undefined when it cannot fit at all.
 */
export function ephemeralOf(
  conversationId: string,
  activity: TActivity,
  after?: number,
): TActivity | undefined {
  const full: TActivity = {
    ...activity,
    timestamp: new Date().toISOString(),
    channelId: 'directline',
    conversation: { id: conversationId },
  };
  const unnamed: TActivity = { ...full, from: { id: full.from.id, role: full.from.role } };
  return [full, unnamed].find(
    (candidate) => Buffer.byteLength(typingNotice(conversationId, candidate, after)) <= MAX_PAYLOAD_BYTES,
  );
}

function parseNotice(payload: string) {
  try {
    return ZNotice.safeParse(JSON.parse(payload)).data;
  } catch {
    return undefined;
  }
}

interface TTopic {
  listeners: Set<(set: TActivitySet) => void>;
  /** the last sequence handed to the listeners */
  delivered: number;
  /** set once the starting sequence is known */
  ready: Promise<void>;
  /** deliveries, one after the other, in the order the notices came */
  chain: Promise<void>;
}

/**
 * The listeners of this process, per conversation, fed by one LISTEN. Each conversation keeps the
 * last sequence it delivered and fetches what came after it, one fetch at a time: every listener
 * gets each activity once and in order, however the notices bunch up, and a lost connection is made
 * good by fetching again.
 */
export function createActivityFanout(deps: {
  notifications: TNotifications;
  lastSequenceOf(conversationId: string): Promise<number>;
  /** stored activities of sequence in (after, upTo], in order, at most `limit` */
  activitiesBetween(
    conversationId: string,
    after: number,
    upTo: number,
    limit: number,
  ): Promise<{ sequence: number; activity: TActivity }[]>;
  log: { error(obj: object, msg: string): void };
  /** the database out of reach is logged there, once per outage */
  outage?: TOutageMonitor;
}) {
  const topics = new Map<string, TTopic>();
  let listening: Promise<() => Promise<void>> | undefined;

  function enqueue(conversationId: string, topic: TTopic, work: () => Promise<void> | void) {
    topic.chain = topic.chain
      .then(work)
      .catch((err: unknown) =>
        reportBackgroundError(deps, err, 'could not deliver activities', { conversationId }),
      );
  }

  function emit(topic: TTopic, set: TActivitySet) {
    for (const listener of topic.listeners) {
      try {
        listener(set);
      } catch (err) {
        deps.log.error({ err }, 'a Direct Line listener failed');
      }
    }
  }

  // up to the notified sequence only: an ephemeral notice that came after it is delivered after it
  // and before what was stored later
  async function catchUp(conversationId: string, topic: TTopic, upTo = LAST_SEQUENCE) {
    for (;;) {
      if (topic.delivered >= upTo) return;
      const rows = await deps.activitiesBetween(conversationId, topic.delivered, upTo, FETCH_BATCH);
      for (const row of rows) {
        topic.delivered = row.sequence;
        emit(topic, { activities: [row.activity], watermark: String(row.sequence) });
      }
      if (rows.length < FETCH_BATCH) return;
    }
  }

  /**
   * Activities a notice carried, ending at sequence `upTo`: handed on as they are when they follow
   * what was delivered, else (a notice missed while reconnecting, say) fetched with any gap.
   */
  async function deliver(conversationId: string, topic: TTopic, upTo: number, carried: readonly TActivity[]) {
    const first = upTo - carried.length + 1;
    if (topic.delivered < first - 1) return catchUp(conversationId, topic, upTo);
    for (let sequence = topic.delivered + 1; sequence <= upTo; sequence++) {
      topic.delivered = sequence;
      emit(topic, { activities: [carried[sequence - first]!], watermark: String(sequence) });
    }
  }

  function onNotice(payload: string) {
    const notice = parseNotice(payload);
    const topic = notice && topics.get(notice.c);
    if (!notice || !topic) return;
    const { s: sequence, t: typing, a: carried } = notice;
    if (sequence && carried)
      enqueue(notice.c, topic, () => deliver(notice.c, topic, sequence, carried as TActivity[]));
    else if (sequence) enqueue(notice.c, topic, () => catchUp(notice.c, topic, sequence));
    if (typing) enqueue(notice.c, topic, () => emit(topic, { activities: [typing as TActivity] }));
  }

  function onReconnect() {
    for (const [conversationId, topic] of topics)
      enqueue(conversationId, topic, () => catchUp(conversationId, topic));
  }

  function topicOf(conversationId: string) {
    const existing = topics.get(conversationId);
    if (existing) return existing;
    const topic: TTopic = {
      listeners: new Set(),
      delivered: 0,
      ready: deps.lastSequenceOf(conversationId).then((sequence) => {
        topic.delivered = sequence;
      }),
      chain: Promise.resolve(),
    };
    topic.chain = topic.ready.catch(() => undefined);
    topics.set(conversationId, topic);
    return topic;
  }

  function leave(conversationId: string, topic: TTopic, listener: (set: TActivitySet) => void) {
    topic.listeners.delete(listener);
    if (topic.listeners.size === 0 && topics.get(conversationId) === topic) topics.delete(conversationId);
  }

  return {
    /** Resolves once every activity stored from then on will reach the listener. */
    async subscribe(conversationId: string, listener: (set: TActivitySet) => void) {
      listening ??= deps.notifications.listen(DIRECTLINE_CHANNEL, onNotice, onReconnect).catch((err) => {
        listening = undefined;
        throw err;
      });
      await listening;
      const topic = topicOf(conversationId);
      topic.listeners.add(listener);
      try {
        await topic.ready;
      } catch (err) {
        leave(conversationId, topic, listener);
        throw err;
      }
      return () => leave(conversationId, topic, listener);
    },
    async close() {
      const chains = [...topics.values()].map((topic) => topic.chain);
      topics.clear();
      await Promise.all(chains);
      const stop = await listening?.catch(() => undefined);
      listening = undefined;
      await stop?.();
    },
  };
}
