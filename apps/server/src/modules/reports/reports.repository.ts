import { sql, type SQL } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { rowsOf } from '../../db/rows';

/** What narrows a report: the tenant always, a country and a role when chosen. */
export interface TReportScope {
  customerId: number;
  countryId?: number;
  roleId?: number;
}

const pgArray = (items: readonly string[]) => `{${items.join(',')}}`;
const toInt = (value: unknown) => Number(value ?? 0);

function filters(scope: TReportScope): SQL {
  return sql.join(
    [
      scope.countryId === undefined ? sql`` : sql` and country_id = ${scope.countryId}`,
      scope.roleId === undefined ? sql`` : sql` and role_id = ${scope.roleId}`,
    ],
    sql``,
  );
}

/** The tenant's report time zone as the rollup triggers read it (unknown names read as UTC). */
export async function findReportZone(db: TDb, customerId: number): Promise<string> {
  const [row] = rowsOf<{ zone: string }>(await db.execute(sql`select report_zone(${customerId}) as zone`));
  return row?.zone ?? 'UTC';
}

export interface TRollupSums {
  /** questions and answers per bucket (index into the bucket start dates) */
  buckets: Map<number, { questions: number; answers: number }>;
  categories: Map<number, number>;
  countries: Map<number, number>;
  /** answers served per channel */
  channels: Map<string, number>;
}

/**
 * One pass over the daily rollup of the range `starts[0]`..`end`: per bucket (cut at the given
 * start dates), per category, per country and per channel.
 */
export async function sumDaily(db: TDb, scope: TReportScope, starts: readonly string[], end: string) {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select grouping(b) = 0 as by_bucket, grouping(category_id) = 0 as by_category,
             grouping(country_id) = 0 as by_country, b, category_id, country_id, channel,
             sum(questions) as questions, sum(answers) as answers
      from (
        select width_bucket(day, ${pgArray(starts)}::date[]) as b, category_id, country_id, channel,
               questions, answers
        from report_daily
        where customer_id = ${scope.customerId} and day between ${starts[0]}::date and ${end}::date
          ${filters(scope)}
      ) as d
      group by grouping sets ((b), (category_id), (country_id), (channel))`),
  );
  const sums: TRollupSums = {
    buckets: new Map(),
    categories: new Map(),
    countries: new Map(),
    channels: new Map(),
  };
  for (const row of rows) {
    if (row.by_bucket)
      sums.buckets.set(toInt(row.b) - 1, { questions: toInt(row.questions), answers: toInt(row.answers) });
    else if (row.by_category) sums.categories.set(toInt(row.category_id), toInt(row.questions));
    else if (row.by_country) sums.countries.set(toInt(row.country_id), toInt(row.questions));
    else sums.channels.set(String(row.channel), toInt(row.answers));
  }
  return sums;
}

/** Questions and answers over a whole range (the previous period of the cards). */
export async function totalDaily(db: TDb, scope: TReportScope, start: string, end: string) {
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select coalesce(sum(questions), 0) as questions, coalesce(sum(answers), 0) as answers
      from report_daily
      where customer_id = ${scope.customerId} and day between ${start}::date and ${end}::date ${filters(scope)}`),
  );
  return { questions: toInt(row?.questions), answers: toInt(row?.answers) };
}

/** Stored distinct-user counts of whole periods of a unit (1 day, 2 week, 3 month, 4 year). */
export async function findUniqueUsers(
  db: TDb,
  scope: TReportScope,
  unit: number,
  periods: readonly string[],
) {
  if (periods.length === 0) return new Map<string, number>();
  const rows = rowsOf<{ period: string | Date; users: unknown }>(
    await db.execute(sql`
      select period::text as period, users from report_unique_users
      where customer_id = ${scope.customerId} and unit = ${unit}
        and period = any(${pgArray(periods)}::date[])
        and country_id = ${scope.countryId ?? 0} and role_id = ${scope.roleId ?? 0}`),
  );
  return new Map(rows.map((row) => [String(row.period), toInt(row.users)]));
}

/** Distinct users active in [from, to) (for buckets cut short by the range), from the utterances. */
export async function countUsersBetween(db: TDb, scope: TReportScope, from: string, to: string) {
  const [row] = rowsOf<{ users: unknown }>(
    await db.execute(sql`
      select count(distinct bot_user_id) as users from utterances
      where customer_id = ${scope.customerId} and not is_test
        and date >= ${from}::timestamptz and date < ${to}::timestamptz ${filters(scope)}`),
  );
  return toInt(row?.users);
}

/**
 * Questions and distinct users per hour straight from the utterances: hourly reports cover at
 * most a few days, which the (customer, date) index reads quickly.
 */
export async function countHourly(db: TDb, scope: TReportScope, bounds: readonly string[]) {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select width_bucket(date, ${pgArray(bounds.map((b) => `"${b}"`))}::timestamptz[]) as b,
             count(*) as questions, count(distinct bot_user_id) as users
      from utterances
      where customer_id = ${scope.customerId} and not is_test
        and date >= ${bounds[0]}::timestamptz and date < ${bounds[bounds.length - 1]}::timestamptz
        ${filters(scope)}
      group by 1`),
  );
  return new Map(
    rows.map((row) => [toInt(row.b) - 1, { questions: toInt(row.questions), users: toInt(row.users) }]),
  );
}

/**
 * New users of [from, to): bot users first seen then who asked something then, within the scope.
 * Country and role are those of the utterances, as for unique users, so the new users of a period
 * are always among its unique users (a greeting alone, a test or a later move to another country
 * does not make somebody a user of the period).
 */
export async function countNewUsers(db: TDb, scope: TReportScope, from: string, to: string) {
  const rows = rowsOf<{ channel: string; users: unknown }>(
    await db.execute(sql`
      select b.channel, count(*) as users from bot_users as b
      where b.customer_id = ${scope.customerId} and not b.is_test
        and b.first_seen >= ${from}::timestamptz and b.first_seen < ${to}::timestamptz
        and exists (
          select 1 from utterances
          where bot_user_id = b.id and not is_test
            and date >= ${from}::timestamptz and date < ${to}::timestamptz ${filters(scope)})
      group by b.channel`),
  );
  return new Map(rows.map((row) => [row.channel, toInt(row.users)]));
}

/** The questions most asked in the range whose answer was not enabled for the asker. */
export async function findMostUnanswered(
  db: TDb,
  scope: TReportScope,
  start: string,
  end: string,
  limit: number,
) {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select q.id, q.text, sum(u.count) as count
      from report_unanswered_daily as u
      join questions as q on q.id = u.question_id and q.customer_id = u.customer_id
      where u.customer_id = ${scope.customerId} and u.day between ${start}::date and ${end}::date
        ${scope.countryId === undefined ? sql`` : sql`and u.country_id = ${scope.countryId}`}
        ${scope.roleId === undefined ? sql`` : sql`and u.role_id = ${scope.roleId}`}
      group by q.id, q.text
      order by count desc, q.id
      limit ${limit}`),
  );
  return rows.map((row) => ({
    question: { id: toInt(row.id), text: String(row.text) },
    count: toInt(row.count),
  }));
}
