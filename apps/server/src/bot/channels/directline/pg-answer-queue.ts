import { and, eq, sql, type SQL } from 'drizzle-orm';
import DataLoader from 'dataloader';
import { z } from 'zod';
import type { TDb } from '../../../db/client';
import { directlineActivities, directlineConversations, directlinePending } from '../../../db/schema';
import { rowsOf } from '../../../db/rows';
import { notFound } from '../../../lib/errors';
import type { TActivity, TActivityStore, TAnswerClaim, TUnanswered } from './directline.types';
import { preparedStatement } from '../../../db/prepared-queries';
import { jsonTextOf } from '../../../db/json-text';
import { activitiesNotice, hasErrorCode, stampedActivity, takeSequences } from './pg-activity-sql';

/** How long the posting process holds a message it answers, and any later claimer. */
const POSTER_HOLDS = '10 seconds';
const CLAIMER_HOLDS = '30 seconds';
/** A message whose answering failed this many times (its processes died) is left unanswered. */
const MAX_ATTEMPTS = 5;
/** At most this many messages' replies in one statement. */
const MAX_BATCH = 100;

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
const conversationParam = value('conversationId');

/**
 * A user message: its conversation's next sequence, the activity, and either its pending mark when
 * it awaits an answer (`claims`: the listeners hear of it with the replies) or its notice; one
 * prepared statement.
 */
const appendPostedStatement = preparedStatement(
  'directline_append_posted',
  sql`
    with next as (${takeSequences(conversationParam, 1)}), stored as (
      insert into ${directlineActivities} (conversation_id, sequence, client_activity_id, activity)
      select ${conversationParam}::text, base + 1, ${value('clientId')}::text,
        ${stampedActivity(conversationParam, sql`(base + 1)`, sql`${value('activity')}::jsonb`)}
      from next
      returning sequence, activity
    ), awaiting as (
      insert into ${directlinePending} (conversation_id, sequence, claims, claimed_until)
      select ${conversationParam}::text, sequence, ${value('claims')}::jsonb, now() + ${POSTER_HOLDS}::interval
      from stored where ${value('claims')}::jsonb is not null
    )
    select sequence, activity,
      ${activitiesNotice(conversationParam, sql`sequence`, sql`json_build_array(activity)`, sql`${value('claims')}::jsonb is null`)}::text as notified
    from stored`,
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
    ), locked as materialized (
      select c.id from ${directlineConversations} c
      where c.id in (select conversation_id from totals)
      order by c.id for update
    ), next as (
      update ${directlineConversations} c
      set last_sequence = c.last_sequence + t.count, touched_at = now()
      from locked l join totals t on t.conversation_id = l.id
      where c.id = l.id
      returning c.id, c.last_sequence - t.count as base
    ), stored as (
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
      (select count(x.notified) from (
        select ${activitiesNotice(sql`t.conversation_id`, sql`max(t.sequence)`, sql`json_agg(t.activity order by t.sequence)`)}::text as notified
        from told t group by t.conversation_id) x) as notified`,
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
): Pick<TActivityStore, 'appendPosted' | 'appendReplies' | 'claimUnanswered' | 'claimUnansweredBatch'> {
  const activities = directlineActivities;
  const pending = directlinePending;

  const storedBefore = async (conversationId: string, clientActivityId: string) => {
    const [row] = await db
      .select({ sequence: activities.sequence, activity: activities.activity })
      .from(activities)
      .where(
        and(eq(activities.conversationId, conversationId), eq(activities.clientActivityId, clientActivityId)),
      );
    return row && { activity: row.activity as TActivity, sequence: row.sequence, repeated: true };
  };

  /** Claims the messages `which` selects among those nobody holds; one statement. */
  async function claim(which: SQL, limit: number): Promise<TUnanswered[]> {
    const result = await db.execute(sql`
      with claimed as (
        update ${pending} p
        set attempt = p.attempt + 1, claimed_until = now() + ${CLAIMER_HOLDS}::interval
        where (p.conversation_id, p.sequence) in (
          select conversation_id, sequence from ${pending}
          where claimed_until < now() and attempt < ${MAX_ATTEMPTS}::int and ${which}
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

  const replying = new DataLoader<TReplies, boolean>(
    async (batch) => {
      const entries = batch.map(({ claim: { conversationId, sequence, attempt }, replies }) => ({
        c: conversationId,
        s: sequence,
        a: attempt,
        r: replies,
      }));
      const result = await appendRepliesStatement(db).execute({ batch: jsonTextOf(entries) });
      const answered = new Set(rowsOf<{ answered: number[] }>(result)[0]?.answered);
      return batch.map((_, i) => answered.has(i + 1));
    },
    { cache: false, maxBatchSize: MAX_BATCH, batchScheduleFn: (flush) => setImmediate(flush) },
  );

  return {
    async appendPosted(conversationId, activity, { clientActivityId, awaiting }) {
      try {
        const result = await appendPostedStatement(db).execute({
          conversationId,
          clientId: clientActivityId ?? null,
          activity: jsonTextOf(activity),
          claims: awaiting ? JSON.stringify(ZAnswerClaims.parse(awaiting)) : null,
        });
        const row = rowsOf<{ sequence: number; activity: TActivity }>(result)[0];
        if (!row) throw notFound('No such conversation.');
        return { activity: row.activity, sequence: row.sequence, repeated: false };
      } catch (err) {
        // a retry of a post stored before, or made at the same moment: the unique index refused it,
        // which undid the whole statement (no sequence was spent)
        const earlier =
          clientActivityId && hasErrorCode(err, '23505')
            ? await storedBefore(conversationId, clientActivityId)
            : undefined;
        if (earlier) return earlier;
        throw err;
      }
    },

    appendReplies: (claim, replies) => replying.load({ claim, replies }),

    async claimUnanswered(conversationId, sequence) {
      const which = sql`conversation_id = ${conversationId}::text and sequence = ${sequence}::int`;
      return (await claim(which, 1))[0];
    },

    claimUnansweredBatch: (limit) => claim(sql`true`, limit),
  };
}
