/**
 * Synthetic activity for the reports bench, generated inside the database: tenants with five
 * countries, ten categories and fifty questions each, one bot user per fifty events, and utterances
 * spread over the last two years. The largest tenant gets a given share of all events, the others
 * split the rest. Loaded the way a bulk import would be (foreign-key and rollup triggers off), then
 * the rollups are built per tenant by the same function a time-zone change uses.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { TDb } from '../src/db/client';
import { rowsOf } from '../src/db/rows';

export interface TGenerated {
  largestTenantId: number;
  loadSeconds: number;
  rollupSeconds: number;
  /** seconds of the largest tenant's rollup build alone */
  largestRollupSeconds: number;
}

const COUNTRIES = [2, 3, 4, 5, 6];
const ZONES = ['Europe/Madrid', 'America/New_York', 'UTC', 'Asia/Kolkata', 'Europe/London'];

const one = async <T>(db: TDb, query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query))[0]!;

async function createTenant(db: TDb, index: number, events: number) {
  const { id } = await one<{ id: number }>(
    db,
    sql`insert into customers (name) values (${`Bench tenant ${index}`}) returning id`,
  );
  await db.execute(sql`
    insert into customer_countries (customer_id, country_id)
    select ${id}, c from unnest(${`{1,${COUNTRIES.join(',')}}`}::int[]) as c`);
  await db.execute(sql`
    insert into custom_settings (customer_id, key, value)
    values (${id}, 'ReportsTimeZone', ${ZONES[index % ZONES.length]})`);
  await db.execute(sql`
    insert into categories (customer_id, name) select ${id}, 'Category ' || g from generate_series(1, 10) g`);
  const firstCategory = (
    await one<{ id: number }>(db, sql`select min(id) as id from categories where customer_id = ${id}`)
  ).id;
  await db.execute(sql`
    insert into questions (customer_id, text, description, category_id)
    select ${id}, 'Question ' || g, '', ${firstCategory} + (g % 10) from generate_series(0, 49) g`);
  const firstQuestion = (
    await one<{ id: number }>(db, sql`select min(id) as id from questions where customer_id = ${id}`)
  ).id;
  const users = Math.max(10, Math.round(events / 50));
  await db.execute(sql`
    insert into bot_users (customer_id, channel, channel_user_id, country_id, role_id, first_seen, last_seen)
    select ${id}, (array['slack','msteams','directline','emulator'])[1 + g % 4], 'u' || g,
           2 + g % 5, case when g % 5 = 0 then 1 else 2 end,
           now() - random() * interval '730 days', now()
    from generate_series(0, ${users - 1}) g`);
  const firstUser = (
    await one<{ id: number }>(db, sql`select min(id) as id from bot_users where customer_id = ${id}`)
  ).id;
  return {
    id,
    users,
    firstUser: Number(firstUser),
    firstQuestion: Number(firstQuestion),
    firstCategory: Number(firstCategory),
  };
}

async function loadUtterances(db: TDb, t: Awaited<ReturnType<typeof createTenant>>, events: number) {
  // per user: a fixed country and role, as employees have; per event: a question, a reason; stored
  // in time order, as the bot stores them
  await db.execute(sql`
    insert into utterances (customer_id, date, bot_user_id, channel, conversation_id, country_id, role_id,
                            text, predicted_question_id, confidence, reason_id, returned_question_id, category_id)
    select ${t.id}, s.date, ${t.firstUser} + s.u,
           (array['slack','msteams','directline','emulator'])[1 + s.u % 4], 'conversation-' || s.u,
           2 + s.u % 5, case when s.u % 5 = 0 then 1 else 2 end,
           'how many vacation days do I have left ' || s.g, ${t.firstQuestion} + s.q, 0.9, s.r,
           case when s.r is null or s.r in (1, 5, 8) then ${t.firstQuestion} + s.q end,
           case when s.r is null or s.r in (1, 5, 8) then ${t.firstCategory} + s.q % 10 end
    from (
      select g, now() - random() * interval '730 days' as date, floor(random() * ${t.users})::int as u,
             floor(random() * 50)::int as q,
             (array[null, null, null, null, null, null, null, 0, 1, 2, 3, 5, 8]::smallint[])[1 + floor(random() * 13)::int] as r
      from generate_series(1, ${events}) g
    ) as s
    order by s.date`);
}

/** `total` events over `tenants` tenants, the largest with `largestShare` of them. */
export async function generateActivity(
  db: TDb,
  opts: { total: number; tenants: number; largestShare: number },
  log: (line: string) => void,
): Promise<TGenerated> {
  const largest = Math.round(opts.total * opts.largestShare);
  const rest = Math.floor((opts.total - largest) / (opts.tenants - 1));
  const sizes = [largest, ...Array.from({ length: opts.tenants - 1 }, () => rest)];
  let t0 = performance.now();
  const tenants = [];
  for (const [i, events] of sizes.entries()) {
    const tenant = await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      const created = await createTenant(tx as unknown as TDb, i, events);
      await loadUtterances(tx as unknown as TDb, created, events);
      return created;
    });
    tenants.push(tenant);
    if (i === 0) log(`  largest tenant loaded (${events.toLocaleString('en')} events)`);
  }
  await db.execute(sql`analyze`);
  const loadSeconds = (performance.now() - t0) / 1000;
  t0 = performance.now();
  let largestRollupSeconds = 0;
  for (const [i, tenant] of tenants.entries()) {
    const started = performance.now();
    await db.execute(sql`select report_rebuild(${tenant.id})`);
    if (i === 0) largestRollupSeconds = (performance.now() - started) / 1000;
  }
  await db.execute(sql`analyze`);
  return {
    largestTenantId: tenants[0]!.id,
    loadSeconds,
    rollupSeconds: (performance.now() - t0) / 1000,
    largestRollupSeconds,
  };
}

/** Sizes of the database, of the raw events and of the rollups, in MB. */
export async function databaseSizes(db: TDb) {
  const row = await one<Record<string, string>>(
    db,
    sql`select pg_database_size(current_database()) as database,
               pg_total_relation_size('utterances') as utterances,
               pg_total_relation_size('report_daily') + pg_total_relation_size('report_unanswered_daily')
                 + pg_total_relation_size('report_unique_users') as rollups`,
  );
  const mb = (v: string | undefined) => Number(v ?? 0) / 1e6;
  return { database: mb(row.database), utterances: mb(row.utterances), rollups: mb(row.rollups) };
}
