/**
 * The dashboard at scale: generate activity, then time GET /api/Reports/TotalQuestions's work for
 * the largest tenant (3 months daily, 1 year weekly; without and with a country and a role
 * filter) from the rollups, next to a naive GROUP BY over the raw events in the same run.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { addDays } from '@askhr/shared/reports/report-periods';
import { zonedDate } from '@askhr/shared/time/zoned-time';
import type { TDb } from '../src/db/client';
import { prepareDatabase } from '../src/db/prepare';
import { findReportZone } from '../src/modules/reports/reports.repository';
import { dayStartInstant } from '../src/modules/reports/report-plan';
import { totalQuestions } from '../src/modules/reports/reports.service';
import { openBenchDatabase } from './bench-database';
import { percentile } from './percentile';
import { databaseSizes, generateActivity } from './reports-data';

async function time(runs: number, run: () => Promise<unknown>) {
  for (let i = 0; i < 3; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await run();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return `p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms  p95 ${percentile(times, 95).toFixed(1).padStart(7)} ms`;
}

/** The same figures straight from the utterances: one grouped scan per breakdown, no rollups. */
function naiveReport(
  db: TDb,
  customerId: number,
  timeZone: string,
  from: string,
  to: string,
  unit: 'day' | 'week',
) {
  return db.execute(sql`
    select grouping(bucket) = 0 as by_bucket, bucket, category_id, country_id, channel,
           count(*) as questions, count(*) filter (where reason_id is null) as answers,
           count(distinct bot_user_id) as users
    from (select date_trunc(${unit}, date at time zone ${timeZone}) as bucket, * from utterances
          where customer_id = ${customerId} and date >= ${from}::timestamptz and date < ${to}::timestamptz) as u
    group by grouping sets ((bucket), (category_id), (country_id), (channel))`);
}

export async function benchReports(opts: {
  postgresUrl?: string;
  total: number;
  tenants: number;
  largestShare: number;
}) {
  const database = await openBenchDatabase(opts.postgresUrl, 10);
  try {
    await prepareDatabase(database);
    const { db } = database;
    console.log(
      `\nreports on ${database.label}: ${opts.total.toLocaleString('en')} utterance events over ${opts.tenants} tenants, ` +
        `the largest with ${Math.round(opts.total * opts.largestShare).toLocaleString('en')}`,
    );
    const generated = await generateActivity(db, opts, (line) => console.log(line));
    const sizes = await databaseSizes(db);
    console.log(
      `  generated in ${generated.loadSeconds.toFixed(0)} s (bulk load) + ${generated.rollupSeconds.toFixed(0)} s (rollups; ` +
        `largest tenant ${generated.largestRollupSeconds.toFixed(1)} s); database ${sizes.database.toFixed(0)} MB: ` +
        `utterances ${sizes.utterances.toFixed(0)} MB, rollups ${sizes.rollups.toFixed(0)} MB`,
    );
    const customerId = generated.largestTenantId;
    const timeZone = await findReportZone(db, customerId);
    const today = zonedDate(new Date(), timeZone);
    const ranges = [
      {
        name: '3 months daily',
        start: addDays(today, -91),
        granularity: 'Daily' as const,
        unit: 'day' as const,
      },
      {
        name: '1 year weekly',
        start: addDays(today, -364),
        granularity: 'Weekly' as const,
        unit: 'week' as const,
      },
    ];
    const filters = [
      { name: '', countryId: undefined, employeeTypeFilter: undefined },
      { name: ', country', countryId: 3, employeeTypeFilter: undefined },
      { name: ', role', countryId: undefined, employeeTypeFilter: 1 },
      { name: ', country + role', countryId: 3, employeeTypeFilter: 1 },
    ];
    for (const range of ranges) {
      for (const filter of filters) {
        const query = { start: range.start, end: today, granularity: range.granularity, ...filter };
        const figures = await time(30, () => totalQuestions(db, customerId, query));
        console.log(`  TotalQuestions ${(range.name + filter.name).padEnd(30)} ${figures}`);
      }
      const from = dayStartInstant(range.start, timeZone);
      const to = dayStartInstant(addDays(today, 1), timeZone);
      const naive = await time(10, () => naiveReport(db, customerId, timeZone, from, to, range.unit));
      console.log(`  naive GROUP BY ${range.name.padEnd(30)} ${naive}`);
    }
    // what the rollup triggers cost on the bot's write path
    const t0 = performance.now();
    const inserts = 2000;
    for (let i = 0; i < inserts; i++)
      await db.execute(sql`
        insert into utterances (customer_id, date, bot_user_id, channel, conversation_id, country_id, role_id, text)
        select customer_id, now(), id, channel, 'bench', country_id, role_id, 'one more question'
        from bot_users where customer_id = ${customerId} order by id offset ${i % 500} limit 1`);
    const perInsert = (performance.now() - t0) / inserts;
    console.log(
      `  one utterance insert with its rollup triggers: ${perInsert.toFixed(2)} ms (mean of ${inserts})`,
    );
  } finally {
    await database.close();
  }
}
