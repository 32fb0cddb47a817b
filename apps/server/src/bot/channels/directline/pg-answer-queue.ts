import { sql, type SQL } from 'drizzle-orm';
import DataLoader from 'dataloader';
import { z } from 'zod';
import type { TDb } from '../../../db/client';
import { directlineActivities, directlinePending } from '../../../db/schema';
import { rowsOf } from '../../../db/rows';
import { notFound } from '../../../lib/errors';
import type {
  TActivity,
  TActivityStore,
  TAnswerClaim,
  TAnswerClaims,
  TPostedResult,
  TUnanswered,
} from './directline.types';
import { preparedStatement } from '../../../db/prepared-queries';
import { jsonTextOf } from '../../../db/json-text';
import { hasErrorCode, noticesPerConversation, stampedActivity, takeSequencesOf } from './pg-activity-sql';
import { isHolderGone, type TPresence } from '../../../db/presence';

/**
 * How long the posting process holds a message it answers, and any later claimer; a holder whose
 * presence is gone (db/presence.ts: the process died) holds it no longer.
 */
const POSTER_HOLDS = '10 seconds';
const CLAIMER_HOLDS = '30 seconds';
/** A message whose answering failed this many times (its processes died) is left unanswered. */
const MAX_ATTEMPTS = 5;
/**
 * The posts, or the messages' replies, of one turn of the event loop go in one statement, at most
 * 100 in it.
 */
const BATCHING = {
  cache: false,
  maxBatchSize: 100,
  batchScheduleFn: (flush: () => void) => setImmediate(flush),
};

interface TPost {
  conversationId: string;
  activity: TActivity;
  clientActivityId?: string | undefined;
  awaiting?: TAnswerClaims | undefined;
}

interface TReplies {
  claim: TAnswerClaim;
  replies: TActivity[];
}

const ZAnswerClaims = z.object({
  customerId: z.number().int(),
  botUserId: z.string(),
  name: z.string().optional(),
  countryCode: z.string().optional(),
  roleId: z.union([z.literal(1), z.literal(2)]).optional(),
  asOf: z.string().optional(),
  isTest: z.boolean().optional(),
});

const value = sql.placeholder;

/**
 * User messages (`batch`: a json array of { c: conversation, v: activity, k: clientActivityID,
 * w: claims }; `holder`: the posting process's presence key or null), each with its conversation's
 * next sequence and either its pending mark when it awaits an answer (`w`: the listeners hear of it with the replies) or its notice; one prepared
 * statement for every post of the same turn of the event loop. A post whose clientActivityID its
 * conversation already holds is not stored again: the stored one is returned (`repeated`). Returns
 * a row per entry stored or found (`n`, 1-based).
 */
const appendPostedStatement = preparedStatement(
  'directline_append_posted',
  sql`
    with input as (
      select e.v->>'c' as conversation_id, e.v->>'k' as client_id, e.v->'v' as activity,
        e.v->'w' as claims, e.n
      from jsonb_array_elements(${value('batch')}::jsonb) with ordinality as e(v, n)
    ), earlier as (
      select i.n, a.sequence, a.activity from input i join ${directlineActivities} a
        on a.conversation_id = i.conversation_id and a.client_activity_id = i.client_id
    ), fresh as (
      select i.*, row_number() over (partition by i.conversation_id order by i.n)::int as rank
      from input i where not exists (select from earlier x where x.n = i.n)
    ), totals as (
      select conversation_id, count(*)::int as count from fresh group by conversation_id
    ), ${takeSequencesOf(sql`totals`)}, numbered as (
      select f.*, x.base + f.rank as sequence from fresh f join next x on x.id = f.conversation_id
    ), stored as (
      insert into ${directlineActivities} (conversation_id, sequence, client_activity_id, activity)
      select conversation_id, sequence, client_id,
        ${stampedActivity(sql`conversation_id`, sql`sequence`, sql`activity`)}
      from numbered order by conversation_id, sequence
      returning conversation_id, sequence, activity
    ), awaiting as (
      insert into ${directlinePending} (conversation_id, sequence, claims, claimed_until, holder)
      select conversation_id, sequence, claims, now() + ${POSTER_HOLDS}::interval, ${value('holder')}::int
      from numbered where claims is not null
    ), told as (
      select s.conversation_id, s.sequence, s.activity, nb.n, nb.claims is null as tells_now
      from stored s join numbered nb using (conversation_id, sequence)
    )
    select n, sequence, activity, false as repeated,
      ${noticesPerConversation(sql`told`, sql`t.tells_now`)} as notified
    from told
    union all
    select n, sequence, activity, true, 0 from earlier`,
);

/**
 * The replies to messages (`batch`: a json array of { c: conversation, s: sequence, a: attempt,
 * r: replies }), each stored only while its claim is still held, in the statement that clears its
 * pending mark; one prepared statement for every reply ready in the same turn of the event loop, so
 * that a busy process wakes the database once for many. The conversations' rows are locked in id
 * order (two batches never wait on each other in a circle); a conversation's replies follow each
 * other in the batch's order, and its notice carries the message before them when nothing came
 * between (else the listeners fetch what they miss). Returns the entries answered (1-based).
 */
const appendRepliesStatement = preparedStatement(
  'directline_append_replies',
  sql`
    with input as (
      select e.v->>'c' as conversation_id, (e.v->>'s')::int as sequence, (e.v->>'a')::int as attempt,
        e.v->'r' as replies, e.n
      from jsonb_array_elements(${value('batch')}::jsonb) with ordinality as e(v, n)
    ), answered as (
      delete from ${directlinePending} p using input i
      where p.conversation_id = i.conversation_id and p.sequence = i.sequence and p.attempt = i.attempt
      returning p.conversation_id, p.sequence, p.attempt
    ), counted as (
      select i.conversation_id, i.sequence, i.replies, i.n,
        coalesce(sum(jsonb_array_length(i.replies)) over (partition by i.conversation_id order by i.n
          rows between unbounded preceding and 1 preceding), 0)::int as before
      from input i join answered a using (conversation_id, sequence, attempt)
    ), totals as (
      select conversation_id, sum(jsonb_array_length(replies))::int as count
      from counted group by conversation_id having sum(jsonb_array_length(replies)) > 0
    ), ${takeSequencesOf(sql`totals`)}, stored as (
      insert into ${directlineActivities} (conversation_id, sequence, activity)
      select k.conversation_id, x.base + k.before + r.n,
        ${stampedActivity(sql`k.conversation_id`, sql`(x.base + k.before + r.n)`, sql`r.activity`)}
      from counted k join next x on x.id = k.conversation_id,
        jsonb_array_elements(k.replies) with ordinality as r(activity, n)
      order by k.conversation_id, x.base + k.before + r.n
      returning conversation_id, sequence, activity
    ), told as (
      select conversation_id, sequence, activity from stored
      union all
      select m.conversation_id, m.sequence, m.activity
      from counted k join ${directlineActivities} m
        on m.conversation_id = k.conversation_id and m.sequence = k.sequence
      where exists (select from stored s where s.conversation_id = k.conversation_id and s.sequence = k.sequence + 1)
    )
    select (select coalesce(json_agg(n), '[]') from counted) as answered,
      ${noticesPerConversation(sql`told`)} as notified`,
);

/**
 * User messages waiting for an answer (`directline_pending`): written in the statement that stores
 * the message, deleted in the one that stores its replies, so that the usual message costs no
 * statement more; a message left behind by a process that stopped is claimed again by a retry of
 * its post or by a sweep, row locks deciding which process answers.
 */
export function createPgAnswerQueue(
  db: TDb,
  log: { error(obj: object, msg: string): void },
  presence?: TPresence,
): Pick<TActivityStore, 'appendPosted' | 'appendReplies' | 'claimUnanswered' | 'claimUnansweredBatch'> {
  const activities = directlineActivities;
  const pending = directlinePending;

  const holder = () => presence?.heldKey() ?? null;

  /** Claims the messages `which` selects among those nobody holds (any more); one statement. */
  async function claim(which: SQL, limit: number): Promise<TUnanswered[]> {
    const result = await db.execute(sql`
      with claimed as (
        update ${pending} p
        set attempt = p.attempt + 1, claimed_until = now() + ${CLAIMER_HOLDS}::interval,
          holder = ${holder()}::int
        where (p.conversation_id, p.sequence) in (
          select conversation_id, sequence from ${pending}
          where (claimed_until < now() or ${isHolderGone(sql`holder`)})
            and attempt < ${MAX_ATTEMPTS}::int and ${which}
          order by claimed_until
          limit ${limit}::int
          for update skip locked)
        returning p.conversation_id, p.sequence, p.attempt, p.claims
      )
      select c.conversation_id as "conversationId", c.sequence, c.attempt, c.claims, a.activity
      from claimed c
      join ${activities} a on a.conversation_id = c.conversation_id and a.sequence = c.sequence`);
    return rowsOf<TUnanswered>(result).flatMap((row) => {
      const claims = ZAnswerClaims.safeParse(row.claims);
      if (claims.success) return [{ ...row, claims: claims.data }];
      log.error({ conversationId: row.conversationId, sequence: row.sequence }, 'unreadable pending claims');
      return [];
    });
  }

  async function storePosts(posts: readonly TPost[]): Promise<(TPostedResult | Error)[]> {
    const entries = posts.map(({ conversationId, activity, clientActivityId, awaiting }) => ({
      c: conversationId,
      v: activity,
      ...(clientActivityId ? { k: clientActivityId } : {}),
      ...(awaiting ? { w: awaiting } : {}),
    }));
    const result = await appendPostedStatement(db).execute({ batch: jsonTextOf(entries), holder: holder() });
    const rows = rowsOf<{ n: number | string; sequence: number; activity: TActivity; repeated: boolean }>(
      result,
    );
    const byEntry = new Map(
      rows.map(({ n, sequence, activity, repeated }) => [Number(n), { sequence, activity, repeated }]),
    );
    return posts.map((_, i) => byEntry.get(i + 1) ?? notFound('No such conversation.'));
  }

  /**
   * Two posts of one clientActivityID at the same moment (in one batch, or in two processes): the
   * unique index refused one, which undid its whole statement (no sequence was spent). Each post is
   * then stored on its own, and one refused again finds the other, committed by then.
   */
  const storeAlone = async (post: TPost) => {
    const alone = () => storePosts([post]).then(([result]) => result!);
    return alone().catch((err: unknown) => {
      if (hasErrorCode(err, '23505')) return alone();
      throw err;
    });
  };

  const posting = new DataLoader<TPost, TPostedResult>(
    (posts) =>
      storePosts(posts).catch((err: unknown) => {
        if (hasErrorCode(err, '23505')) return Promise.all(posts.map(storeAlone));
        throw err;
      }),
    BATCHING,
  );

  const replying = new DataLoader<TReplies, boolean>(async (batch) => {
    const entries = batch.map(({ claim: { conversationId, sequence, attempt }, replies }) => ({
      c: conversationId,
      s: sequence,
      a: attempt,
      r: replies,
    }));
    const result = await appendRepliesStatement(db).execute({ batch: jsonTextOf(entries) });
    const answered = new Set(rowsOf<{ answered: number[] }>(result)[0]?.answered);
    return batch.map((_, i) => answered.has(i + 1));
  }, BATCHING);

  return {
    async appendPosted(conversationId, activity, { clientActivityId, awaiting }) {
      // the claims are checked here, so that a post refused spoils no other of its batch
      const claims = awaiting && ZAnswerClaims.parse(awaiting);
      return posting.load({ conversationId, activity, clientActivityId, awaiting: claims });
    },

    appendReplies: (claim, replies) => replying.load({ claim, replies }),

    async claimUnanswered(conversationId, sequence) {
      const which = sql`conversation_id = ${conversationId}::text and sequence = ${sequence}::int`;
      return (await claim(which, 1))[0];
    },

    claimUnansweredBatch: (limit) => claim(sql`true`, limit),
  };
}
