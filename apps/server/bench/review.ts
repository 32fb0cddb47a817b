/**
 * Review Results and Feedback at scale: one tenant's logged utterances, then the work of
 * GET /api/ReviewUtterances/page (typical filters and sort orders, a first and a deep page),
 * /api/Feedback/page and the Ratings aggregate, each against the target p95 <= 100 ms.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { ZReviewFilter, ZReviewPageQuery } from '@askhr/shared/review/review.schemas';
import { prepareDatabase } from '../src/db/prepare';
import { ratingsAggregate } from '../src/modules/review/review-actions.service';
import { pageReviewUtterances } from '../src/modules/review/review.service';
import { openBenchDatabase } from './bench-database';
import { percentile } from './percentile';
import { generateReviewTenant } from './review-data';

const TARGET_P95_MS = 100;
const DAY = 86_400_000;

async function time(name: string, runs: number, run: () => Promise<unknown>) {
  for (let i = 0; i < 3; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await run();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  console.log(
    `  ${name.padEnd(52)} p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms  p95 ${p95.toFixed(1).padStart(7)} ms  ` +
      (p95 <= TARGET_P95_MS ? 'ok' : `MISSES ${TARGET_P95_MS} ms`),
  );
}

export async function benchReview(opts: { postgresUrl?: string; total: number }) {
  const database = await openBenchDatabase(opts.postgresUrl, 10);
  try {
    await prepareDatabase(database);
    const { db } = database;
    console.log(
      `\nreview on ${database.label}: ${opts.total.toLocaleString('en')} utterances of one tenant over a year` +
        (opts.postgresUrl ? '' : ' (PGlite: a smaller default; the 1,000,000-row run needs --postgres=URL)'),
    );
    const t0 = performance.now();
    const customerId = await generateReviewTenant(db, opts.total);
    await db.execute(sql`vacuum analyze utterances, review_counts, review_rating_counts`);
    console.log(`  generated in ${((performance.now() - t0) / 1000).toFixed(0)} s (bulk load)`);

    const now = Date.now();
    const since = (days: number) => ({
      startDate: new Date(now - days * DAY).toISOString(),
      endDate: new Date(now).toISOString(),
    });
    const pages: [string, Record<string, string>][] = [
      ['last month, newest first', {}],
      ['last month, newest first, page 100', { page: '100' }],
      ['last month, pending, Not Helpful', { states: '1', ratings: '-1' }],
      ['last month, by utterance', { orderColumn: 'utterance', desc: 'false' }],
      ['last month, intent name "vacation"', { intentName: 'vacation' }],
      [
        '3 months, country + role, by confidence',
        { ...since(91), countries: 'ES', roles: '1', orderColumn: 'confidenceScore' },
      ],
      ['1 year, newest first', since(365)],
      ['1 year, newest first, page 1000', { ...since(365), page: '1000' }],
      ['1 year, Training Request, by rating', { ...since(365), states: '2', orderColumn: 'rating' }],
    ];
    for (const [name, raw] of pages) {
      const query = ZReviewPageQuery.parse(raw);
      await time(`page: ${name}`, 30, () => pageReviewUtterances(db, customerId, query));
    }
    const feedback = ZReviewPageQuery.parse(since(91));
    await time('Feedback page: 3 months', 30, () =>
      pageReviewUtterances(db, customerId, feedback, { isFeedback: true }),
    );
    const aggregates: [string, Record<string, string>, boolean][] = [
      ['last month', {}, false],
      ['1 year', since(365), false],
      ['1 year, country ES', { ...since(365), countries: 'ES' }, false],
      ['Feedback, 3 months', since(91), true],
    ];
    for (const [name, raw, isFeedback] of aggregates) {
      const filter = ZReviewFilter.parse(raw);
      await time(`Ratings: ${name}`, 30, () => ratingsAggregate(db, customerId, filter, { isFeedback }));
    }
  } finally {
    await database.close();
  }
}
