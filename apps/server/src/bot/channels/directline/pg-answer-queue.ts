import { and, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { TDb } from '../../../db/client';
import { directlineActivities, directlinePending } from '../../../db/schema';
import { rowsOf } from '../../../db/rows';
import { notFound } from '../../../lib/errors';
import type { TActivity, TActivityStore, TUnanswered } from './directline.types';
import { preparedStatement } from '../../../db/prepared-queries';
import { jsonTextOf } from '../../../db/json-text';
import { activitiesNotice, hasErrorCode, stampedActivity, takeSequences } from './pg-activity-sql';

/** How long the posting process holds a message it answers, and any later claimer. */
const POSTER_HOLDS = '10 seconds';
const CLAIMER_HOLDS = '30 seconds';
/** A message whose answering failed this many times (its processes died) is left unanswered. */
const MAX_ATTEMPTS = 5;

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
 * The replies to a message, stored only while the claim (`sequence`, `attempt`) is still held, in
 * the statement that clears its pending mark; the notice carries the message before them when
 * nothing came between (else the listeners fetch what they miss); one prepared statement.
 */
const appendRepliesStatement = preparedStatement(
  'directline_append_replies',
  sql`
    with answered as (
      delete from ${directlinePending}
      where conversation_id = ${conversationParam}::text and sequence = ${value('sequence')}::int
        and attempt = ${value('attempt')}::int
      returning sequence
    ), next as (
      ${takeSequences(conversationParam, value('count'), sql`${value('count')}::int > 0 and exists (select from answered)`)}
    ), stored as (
      insert into ${directlineActivities} (conversation_id, sequence, activity)
      select ${conversationParam}::text, base + r.n,
        ${stampedActivity(conversationParam, sql`(base + r.n)`, sql`r.activity`)}
      from next, jsonb_array_elements(${value('replies')}::jsonb) with ordinality as r(activity, n)
      order by r.n
      returning sequence, activity
    ), told as (
      select sequence, activity from stored
      union all
      select m.sequence, m.activity from ${directlineActivities} m
      where m.conversation_id = ${conversationParam}::text and m.sequence = ${value('sequence')}::int
        and exists (select from stored where stored.sequence = ${value('sequence')}::int + 1)
    )
    select exists (select from answered) as answered,
      (select ${activitiesNotice(conversationParam, sql`max(sequence)`, sql`json_agg(activity order by sequence)`)}::text
       from told having count(*) > 0) as notified`,
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

    async appendReplies(answering, replies) {
      const result = await appendRepliesStatement(db).execute({
        conversationId: answering.conversationId,
        sequence: answering.sequence,
        attempt: answering.attempt,
        count: replies.length,
        replies: jsonTextOf(replies),
      });
      return rowsOf<{ answered: boolean }>(result)[0]?.answered === true;
    },

    async claimUnanswered(conversationId, sequence) {
      const which = sql`conversation_id = ${conversationId}::text and sequence = ${sequence}::int`;
      return (await claim(which, 1))[0];
    },

    claimUnansweredBatch: (limit) => claim(sql`true`, limit),
  };
}
