import { and, asc, eq, gte, lt, sql, type Column } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import {
  confirmedExamples,
  customers,
  directlineActivities,
  directlineConversations,
  reportCountedUsers,
  surveyResponses,
  utterances,
} from '../../db/schema';
import { deleteSurveyResponsesKeepingCounts } from '../../db/keep-rollups';
import { rowsOf } from '../../db/rows';

/**
 * `column = any(ids)` with the ids as one array parameter: a batch's statements keep one short text
 * whatever its size, instead of a parameter per row to bind and plan.
 */
const among = (column: Column, ids: readonly number[]) =>
  sql`${column} = any(${`{${ids.join(',')}}`}::int[])`;

/** Every tenant's id. */
export async function findTenantIds(db: TDb): Promise<number[]> {
  const rows = await db.select({ id: customers.id }).from(customers).orderBy(asc(customers.id));
  return rows.map((row) => row.id);
}

/**
 * Up to `limit` of the tenant's messages older than `cutoff`, the oldest first, from `from` on: the
 * batches before deleted everything older, so the scan starts past their dead index entries.
 */
export async function findExpiredMessages(
  db: TDb,
  customerId: number,
  cutoff: Date,
  limit: number,
  from: Date | null,
) {
  return db
    .select({ id: utterances.id, date: utterances.date })
    .from(utterances)
    .where(
      and(
        eq(utterances.customerId, customerId),
        lt(utterances.date, cutoff),
        from ? gte(utterances.date, from) : undefined,
      ),
    )
    .orderBy(asc(utterances.date), asc(utterances.id))
    .limit(limit);
}

/**
 * Remembers the users of these messages in the unique-user counts of the periods still open on
 * `now` (in the tenant's report zone), so that a later message of theirs in such a period is not
 * counted again once these are deleted (report_on_utterances reads report_counted_users).
 */
export async function keepCountedUsers(db: TDb, customerId: number, ids: number[], now: Date) {
  await db.execute(sql`
    with zone as materialized (
      select tz, (${now.toISOString()}::timestamptz at time zone tz)::date as today
      from (select report_zone(${customerId}::int) as tz) as z
    )
    insert into ${reportCountedUsers} (customer_id, unit, period, country_id, role_id, bot_user_id)
    select distinct k.customer_id, k.unit, k.period, k.country_id, k.role_id, k.bot_user_id
    from (
      select u.customer_id, g.unit, report_period((u.date at time zone zone.tz)::date, g.unit) as period,
             f.country_id, f.role_id, u.bot_user_id, zone.today
      from ${utterances} as u
      cross join zone
      cross join generate_series(1, 4) as g(unit)
      cross join lateral (values (u.country_id, u.role_id), (u.country_id, 0::smallint),
                                 (0, u.role_id), (0, 0::smallint)) as f(country_id, role_id)
      where u.customer_id = ${customerId} and not u.is_test
        and u.id = any(${`{${ids.join(',')}}`}::int[])
    ) as k
    where report_period_end(k.period, k.unit) > k.today
    order by 1, 2, 3, 4, 5, 6
    on conflict do nothing`);
}

/** Forgets the counted users of the tenant's periods that ended before `now`. */
export async function forgetEndedPeriods(db: TDb, customerId: number, now: Date) {
  await db.delete(reportCountedUsers).where(
    and(
      eq(reportCountedUsers.customerId, customerId),
      sql`report_period_end(${reportCountedUsers.period}, ${reportCountedUsers.unit})
          <= (${now.toISOString()}::timestamptz at time zone report_zone(${customerId}::int))::date`,
    ),
  );
}

/** Confirmed examples taught by these messages stay, without the link to them. */
export async function detachConfirmedExamples(db: TDb, customerId: number, ids: number[]) {
  await db
    .update(confirmedExamples)
    .set({ utteranceId: null })
    .where(and(eq(confirmedExamples.customerId, customerId), among(confirmedExamples.utteranceId, ids)));
}

/** Deletes the tenant's messages among `ids`; how many. */
export async function deleteMessages(db: TDb, customerId: number, ids: number[]) {
  const deleted = await db
    .delete(utterances)
    .where(and(eq(utterances.customerId, customerId), among(utterances.id, ids)))
    .returning({ id: utterances.id });
  return deleted.length;
}

/** Up to `limit` ids of the tenant's survey responses given before `cutoff`, the oldest first. */
export async function findExpiredSurveyResponseIds(db: TDb, customerId: number, cutoff: Date, limit: number) {
  const rows = await db
    .select({ id: surveyResponses.id })
    .from(surveyResponses)
    .where(and(eq(surveyResponses.customerId, customerId), lt(surveyResponses.answeredAt, cutoff)))
    .orderBy(asc(surveyResponses.answeredAt), asc(surveyResponses.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Deletes the tenant's survey responses among `ids`, which the survey report still counts as its
 * options' deleted responses; how many.
 */
export function deleteSurveyResponses(db: TDb, customerId: number, ids: number[]) {
  return deleteSurveyResponsesKeepingCounts(db, customerId, among(surveyResponses.id, ids));
}

/**
 * Deletes up to `limit` of the activities of the tenant's Direct Line conversations stamped before
 * `cutoff` (every stored activity carries its ISO timestamp, which sorts as text); how many.
 */
export async function deleteExpiredActivities(db: TDb, customerId: number, cutoff: Date, limit: number) {
  const result = await db.execute(sql`
    delete from ${directlineActivities} as a
    using (
      select a.conversation_id, a.sequence
      from ${directlineActivities} as a
      join ${directlineConversations} as c on c.id = a.conversation_id
      where c.customer_id = ${customerId} and a.activity->>'timestamp' < ${cutoff.toISOString()}
      order by a.conversation_id, a.sequence
      limit ${limit}
    ) as old
    where a.conversation_id = old.conversation_id and a.sequence = old.sequence
    returning 1`);
  return rowsOf(result).length;
}

/** Deletes the tenant's Direct Line conversations untouched since `cutoff` with no activity left. */
export async function deleteEmptyConversations(db: TDb, customerId: number, cutoff: Date) {
  await db
    .delete(directlineConversations)
    .where(
      and(
        eq(directlineConversations.customerId, customerId),
        lt(directlineConversations.touchedAt, cutoff),
        sql`not exists (select 1 from ${directlineActivities} as a where a.conversation_id = ${directlineConversations.id})`,
      ),
    );
}
