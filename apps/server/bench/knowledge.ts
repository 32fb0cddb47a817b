/**
 * The knowledge base at a large customer's size (5,000 questions x 50 countries, a global and a
 * country answer each with three versions, 200 placeholders): the portal's calls through the real
 * app (signed-in administrator, `app.inject`), each next to a hand-written SQL query returning the
 * same data in the same run, against the target p95 <= 25 ms and within 2x of that SQL.
 */
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { TDb } from '../src/db/client';
import { prepareDatabase } from '../src/db/prepare';
import { rowsOf } from '../src/db/rows';
import { ALL_PERMISSIONS_FOR_BENCH, prepareBenchApp } from './bench-app';
import { openBenchDatabase } from './bench-database';
import { generateKnowledgeTenant, KNOWLEDGE_COUNTRIES } from './knowledge-data';
import {
  answerCardsSql,
  answerStatusSql,
  placeholderGlobalsSql,
  questionPageSql,
  relatedSql,
  saveVersionSql,
} from './knowledge-sql';
import { percentile } from './percentile';

const TARGET_P95_MS = 25;
const MAX_RATIO = 2;

type TRun = (i: number) => Promise<unknown>;

/**
 * Calls before the timed ones, on items the timed calls do not use: enough for V8 to have compiled
 * the app's code, so that the figures are a running server's (with 5, the first timed calls of a
 * route still ran unoptimised code and made its p95).
 */
const WARM_UP_CALLS = 30;

/** The times of `runs` calls of each, sorted; the calls alternate, so that both meet the machine alike. */
async function timesOf(runs: number, ...calls: TRun[]) {
  for (let i = 0; i < Math.min(WARM_UP_CALLS, runs); i++) for (const run of calls) await run(runs + i);
  const times = calls.map((): number[] => []);
  for (let i = 0; i < runs; i++) {
    for (const [k, run] of calls.entries()) {
      const t0 = performance.now();
      await run(i);
      times[k]!.push(performance.now() - t0);
    }
  }
  return times.map((t) => t.sort((a, b) => a - b));
}

/**
 * Times the app's call and the hand-written SQL, one after the other (a shared machine's speed
 * drifts from minute to minute: timed one row after the other, one side could get a slow minute),
 * and prints both and the ratio.
 */
async function compare(name: string, runs: number, app: TRun, reference: TRun) {
  const [appTimes, sqlTimes] = (await timesOf(runs, app, reference)) as [number[], number[]];
  const p95 = percentile(appTimes, 95);
  const ratio = p95 / percentile(sqlTimes, 95);
  const verdict = [
    p95 <= TARGET_P95_MS ? '' : `MISSES ${TARGET_P95_MS} ms`,
    ratio <= MAX_RATIO ? '' : `MISSES ${MAX_RATIO}x`,
  ].filter(Boolean);
  const ms = (t: number) => t.toFixed(1).padStart(6);
  console.log(
    `  ${name.padEnd(44)} app p50 ${ms(percentile(appTimes, 50))} p95 ${ms(p95)} ms | ` +
      `SQL p50 ${ms(percentile(sqlTimes, 50))} p95 ${ms(percentile(sqlTimes, 95))} ms | ` +
      `${ratio.toFixed(1).padStart(4)}x  ${verdict.length ? verdict.join(', ') : 'ok'}`,
  );
}

const ids = async (db: TDb, query: ReturnType<typeof sql>) =>
  rowsOf<{ id: number }>(await db.execute(query)).map((r) => Number(r.id));

type TKnowledgeRun = { postgresUrl?: string; scale: number; runs: number };

/**
 * `benchKnowledge` in a process of its own, as a server runs one database: in the process of the
 * run before, the PGlite run's memory stayed after it closed (850 MB of array buffers) and the
 * PostgreSQL run's collections were slower for it (answer cards p95 2.8 -> 7.4 ms).
 */
export function benchKnowledgeApart(run: TKnowledgeRun) {
  const entry = fileURLToPath(new URL('./knowledge-process.ts', import.meta.url));
  return new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, entry, JSON.stringify(run)], {
      stdio: 'inherit',
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the knowledge run ended with code ${code}`)),
    );
  });
}

export async function benchKnowledge(opts: TKnowledgeRun) {
  const database = await openBenchDatabase(opts.postgresUrl, 10);
  await prepareDatabase(database);
  const { db } = database;
  const sizes = { questions: Math.round(5000 * opts.scale), placeholders: Math.round(200 * opts.scale) };
  console.log(
    `\nknowledge base on ${database.label}: ${sizes.questions.toLocaleString('en')} questions x ` +
      `${KNOWLEDGE_COUNTRIES} countries (Global and 49), 3 versions per value, ${sizes.placeholders} placeholders; ` +
      `${opts.runs} sequential calls per row (in-process, signed-in administrator)`,
  );
  const t0 = performance.now();
  const customerId = await generateKnowledgeTenant(db, sizes);
  // vacuumed as a database in use is: left to autovacuum, the fresh tables' vacuum would run during
  // the timed calls
  await db.execute(sql`vacuum analyze`);
  console.log(`  generated in ${((performance.now() - t0) / 1000).toFixed(0)} s (bulk load)`);
  const { app, token, close } = await prepareBenchApp(ALL_PERMISSIONS_FOR_BENCH, {
    database,
    tenantId: customerId,
  });
  try {
    const headers = { authorization: `Bearer ${token}`, 'x-tenant-id': String(customerId) };
    const get = async (url: string) => {
      const res = await app.inject({ url, headers });
      if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode} ${res.body}`);
      return res;
    };
    const questionIds = await ids(
      db,
      sql`select id from questions where customer_id = ${customerId} order by random()`,
    );
    const question = (i: number) => questionIds[i % questionIds.length]!;
    // the reference reads other questions than the app, as cold as the app's: read right after the
    // app's call, the same question's rows would come from the cache
    const otherQuestion = (i: number) => question(i + Math.floor(questionIds.length / 2));

    const [requestPath] = (await timesOf(opts.runs, () => get('/api/Users/current'))) as [number[]];
    console.log(
      `  a light call (GET /api/Users/current): p50 ${percentile(requestPath, 50).toFixed(1)} ms ` +
        `p95 ${percentile(requestPath, 95).toFixed(1)} ms; what a request costs the app around its work, ` +
        `in every app figure below, is less`,
    );
    const pages: [string, Record<string, string>, Parameters<typeof questionPageSql>[2]][] = [
      ['first page', {}, {}],
      ['page 100', { offset: '1500' }, { offset: 1500 }],
      ['search "payday"', { description: 'payday' }, { search: 'payday' }],
      ['category', { categoryId: 'CATEGORY' }, { categoryId: -1 }],
      ['missing in ES', { countryCode: 'ES', missing: 'true' }, { missingIn: 2 }],
    ];
    const [firstCategory] = await ids(
      db,
      sql`select min(id) as id from categories where customer_id = ${customerId}`,
    );
    for (const [name, query, filter] of pages) {
      if (query.categoryId) query.categoryId = String(firstCategory);
      if (filter.categoryId) filter.categoryId = firstCategory;
      const url = `/api/Questions/page?${new URLSearchParams(query)}`;
      await compare(
        `Questions page: ${name}`,
        opts.runs,
        () => get(url),
        () => questionPageSql(db, customerId, filter),
      );
    }
    const firstPage = (await get('/api/Questions/page').then((r) => r.json())) as { data: { id: number }[] };
    const pageIds = firstPage.data.map((q) => q.id);
    await compare(
      'answer status of the first page',
      opts.runs,
      () => get(`/api/UserAnswers/status?questions=${pageIds.join(',')}`),
      () => answerStatusSql(db, customerId, pageIds),
    );
    await compare(
      'value detail: answer cards of a question',
      opts.runs,
      (i) => get(`/api/UserAnswers/?questionId=${question(i)}`),
      (i) => answerCardsSql(db, customerId, otherQuestion(i)),
    );
    await compare(
      'value detail: placeholder values in ES',
      opts.runs,
      () => get('/api/Placeholders/Globals/ES'),
      () => placeholderGlobalsSql(db, customerId, 2),
    );
    await compare(
      'related questions of a question',
      opts.runs,
      (i) => get(`/api/Questions/${question(i)}/related`),
      (i) => relatedSql(db, customerId, otherQuestion(i)),
    );

    // every save replaces the version in force of another question's country answer
    const inForce = rowsOf<{ id: number; item_id: number; country_id: number }>(
      await db.execute(sql`
        select id, item_id, country_id from value_versions
        where customer_id = ${customerId} and kind = 'answer' and superseded_at is null and valid_from <= now()
        order by random() limit ${2 * (opts.runs + WARM_UP_CALLS)}`),
    );
    const [appSaves, sqlSaves] = [
      inForce.slice(0, opts.runs + WARM_UP_CALLS),
      inForce.slice(opts.runs + WARM_UP_CALLS),
    ];
    await compare(
      'save: POST /api/UserAnswers/ (a new version)',
      opts.runs,
      async (i) => {
        const v = appSaves[i]!;
        const body = [
          { id: v.id, questionId: v.item_id, countryId: v.country_id, text: `Edited ${i}`, active: true },
        ];
        const res = await app.inject({ method: 'POST', url: '/api/UserAnswers/', headers, payload: body });
        if (res.statusCode !== 200) throw new Error(`save: ${res.statusCode} ${res.body}`);
      },
      (i) => {
        const v = sqlSaves[i]!;
        return saveVersionSql(db, customerId, { ...v, text: `Edited ${i}` });
      },
    );
  } finally {
    await close();
  }
}
