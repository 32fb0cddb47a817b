import fc from 'fast-check';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneMonthBefore } from '@askhr/shared/review/review-window';
import { REVIEW_ORDER_COLUMNS } from '@askhr/shared/review/review.schemas';
import { botUsers, utterances } from '../../db/schema';
import { createTestApp, type TTestApp } from '../../test/app';
import { createTenant } from '../../test/factories/tenants';
import { createQuestion } from '../../test/factories/questions';
import { getAs, memberWith } from '../../test/kits/access';
import {
  countRatingsOf,
  filterRows,
  sortRows,
  type TOracleFilter,
  type TRawReviewRow,
} from '../../test/oracles/review';
import { DE, ES, type TReviewPage } from '../../test/kits/review';

const BASE = Date.parse('2025-03-01T00:00:00Z');
const HOUR = 3_600_000;
const CODES: Record<number, string> = { 1: 'GLOBAL', 2: 'ES', 3: 'DE' };
/** Texts that tie once lower-cased and that differ only in case or punctuation, to test the sort. */
const TEXTS = ['pay day', 'Pay day', 'PAYDAY', 'vacation', 'Vacation days', 'a_b', 'a%b', 'zz', 'Zz top'];

/** Hours from BASE within a day and a bit of 1 March, 1 April, 1 May or 1 June. */
const nearMonthEdge = fc
  .tuple(fc.constantFrom(0, 744, 1464, 2208), fc.integer({ min: -30, max: 30 }))
  .map(([month, hours]) => month + hours);

// question -1: none; 0-2: the tenant's own. Rows spread over three months (March to May, the
// rollups' days and months) at any hour, so that ranges cut days and months anywhere.
const arbRow = fc.record({
  hours: fc.oneof(
    fc.integer({ min: 0, max: 20 }).map((n) => n * 28),
    fc.integer({ min: 0, max: 2200 }),
    nearMonthEdge.filter((n) => n >= 0),
  ),
  country: fc.constantFrom(1, ES, DE),
  role: fc.constantFrom(1, 2),
  text: fc.constantFrom(...TEXTS),
  predicted: fc.integer({ min: -1, max: 2 }),
  returned: fc.integer({ min: -1, max: 2 }),
  confidence: fc.constantFrom(null, 0.1, 0.5, 0.9),
  reason: fc.constantFrom(null, null, 0, 1, 7, 8),
  rating: fc.constantFrom(null, 1, -1),
  state: fc.integer({ min: 1, max: 4 }),
  isTest: fc.boolean(),
  /** a hedged answer; stored only on answered rows (no reason), as the bot logs it */
  hedged: fc.boolean(),
});

/** Mostly absent, so that most queries still match rows. */
const sometimes = <T>(arb: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: arb });
const list = <T>(values: T[]) => sometimes(fc.subarray(values));
const arbQuery = fc.record({
  startHours: sometimes(fc.oneof(fc.integer({ min: -24, max: 2200 }), nearMonthEdge)),
  lengthHours: fc.oneof(fc.integer({ min: 0, max: 700 }), fc.integer({ min: 700, max: 2400 })),
  /** an end near a month edge instead of `lengthHours` after the start (never before it) */
  endHours: sometimes(nearMonthEdge),
  states: list([1, 2, 3, 4]),
  ratings: list([1, -1, 0]),
  // 3: the other tenant's question
  intents: list([0, 1, 2, 3]),
  roles: list([1, 2]),
  userRole: list([1, 2]),
  countries: list(['1', '2', '3', 'es', 'DE']),
  intentName: sometimes(fc.constantFrom('vacation', 'PAY', '%', '_', ' day ', 'canteen', '100% p')),
  includeTests: sometimes(fc.boolean()),
  hedged: sometimes(fc.boolean()),
  orderColumn: fc.constantFrom(...REVIEW_ORDER_COLUMNS),
  desc: fc.boolean(),
  /** which page, as a share of the pages the filter fills (one past the last included) */
  pageAt: fc.nat(1000),
  pageSize: fc.integer({ min: 1, max: 6 }),
  isCommaList: fc.boolean(),
});
/** What changes between two queries: a rating, a state, a question, a date, or a deleted row. */
const arbChange = fc.record({
  at: fc.nat(),
  rating: fc.constantFrom(null, 1, -1),
  state: fc.integer({ min: 1, max: 4 }),
  question: fc.integer({ min: -1, max: 2 }),
  hours: fc.integer({ min: 0, max: 2200 }),
  kind: fc.constantFrom('rating', 'state', 'question', 'date', 'delete', 'none'),
});
type TChange = typeof arbChange extends fc.Arbitrary<infer T> ? T : never;
type TQuery = typeof arbQuery extends fc.Arbitrary<infer T> ? T : never;
type TRow = typeof arbRow extends fc.Arbitrary<infer T> ? T : never;

describe('review page and ratings against a recount of the inserted rows', () => {
  let t: TTestApp;
  let tenants: { acme: number; globex: number; acmeUser: number; globexUser: number };
  let questionIds: number[];
  let questionText: Map<number, string>;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    const acme = await createTenant(t.db, { countries: [ES, DE], features: ['ReviewFeedback'] });
    const globex = await createTenant(t.db, { countries: [ES, DE], features: ['ReviewFeedback'] });
    const own = await Promise.all(
      ['How many vacation days?', 'When is payday?', '100% pay_day rules'].map((text) =>
        createQuestion(t.db, acme.id, { text }),
      ),
    );
    const foreign = await createQuestion(t.db, globex.id, { text: 'Globex canteen payday vacation' });
    questionIds = [...own, foreign].map((q) => q.id);
    questionText = new Map([...own, foreign].map((q) => [q.id, q.text]));
    const user = async (customerId: number) => {
      const [row] = await t.db
        .insert(botUsers)
        .values({
          customerId,
          channel: 'directline',
          channelUserId: `property-${customerId}`,
          countryId: ES,
          roleId: 2,
          firstSeen: new Date(BASE),
          lastSeen: new Date(BASE),
        })
        .returning();
      return row!.id;
    };
    tenants = {
      acme: acme.id,
      globex: globex.id,
      acmeUser: await user(acme.id),
      globexUser: await user(globex.id),
    };
    admin = await memberWith(t, acme.id, ['admin-user', 'view-feedback']);
  });
  afterAll(() => t.close());

  async function insert(customerId: number, botUserId: number, rows: TRow[]) {
    if (rows.length === 0) return [];
    // the other tenant's rows name only its own question
    const question = (i: number) =>
      i < 0 ? null : customerId === tenants.acme ? questionIds[i]! : questionIds[3]!;
    const stored = await t.db
      .insert(utterances)
      .values(
        rows.map((r) => ({
          customerId,
          botUserId,
          channel: 'directline',
          conversationId: 'c',
          date: new Date(BASE + r.hours * HOUR),
          countryId: r.country,
          roleId: r.role,
          text: r.text,
          predictedQuestionId: question(r.predicted),
          returnedQuestionId: question(r.returned),
          confidence: r.confidence,
          reasonId: r.reason,
          rating: r.rating,
          reviewStateId: r.state,
          isTest: r.isTest,
          hedged: r.hedged && r.reason === null,
        })),
      )
      .returning();
    return stored.map((s): TRawReviewRow => ({ ...s, countryCode: CODES[s.countryId]! }));
  }

  /** Applies the change to one of the tenant's rows, in the database and in `raw`. */
  async function change(raw: TRawReviewRow[], c: TChange) {
    if (c.kind === 'none' || raw.length === 0) return;
    const index = c.at % raw.length;
    const row = raw[index]!;
    if (c.kind === 'delete') {
      await t.db.delete(utterances).where(eq(utterances.id, row.id));
      raw.splice(index, 1);
      return;
    }
    const values = {
      rating: { rating: c.rating },
      state: { reviewStateId: c.state },
      question: { returnedQuestionId: c.question < 0 ? null : questionIds[c.question]! },
      date: { date: new Date(BASE + c.hours * HOUR) },
    }[c.kind];
    await t.db.update(utterances).set(values).where(eq(utterances.id, row.id));
    raw[index] = { ...row, ...values };
  }

  function queryString(q: TQuery) {
    const params = new URLSearchParams();
    const start = q.startHours ?? 0;
    const end = new Date(
      BASE + (q.endHours === undefined ? start + q.lengthHours : Math.max(start, q.endHours)) * HOUR,
    );
    params.set('endDate', end.toISOString());
    if (q.startHours !== undefined)
      params.set('startDate', new Date(BASE + q.startHours * HOUR).toISOString());
    const lists = {
      states: q.states,
      ratings: q.ratings,
      intents: q.intents?.map((i) => questionIds[i]!),
      roles: q.roles,
      userRole: q.userRole,
      countries: q.countries,
    };
    for (const [name, values] of Object.entries(lists)) {
      if (values === undefined) continue;
      if (q.isCommaList || values.length === 0) params.set(name, values.join(','));
      else for (const value of values) params.append(name, String(value));
    }
    if (q.intentName !== undefined) params.set('intentName', q.intentName);
    if (q.includeTests !== undefined) params.set('includeTests', String(q.includeTests));
    if (q.hedged !== undefined) params.set('hedged', String(q.hedged));
    return { params, end };
  }

  function oracleFilter(q: TQuery, end: Date): TOracleFilter {
    const roles =
      q.roles === undefined && q.userRole === undefined
        ? undefined
        : [...(q.roles ?? []), ...(q.userRole ?? [])];
    return {
      start: q.startHours === undefined ? oneMonthBefore(end) : new Date(BASE + q.startHours * HOUR),
      end,
      states: q.states,
      ratings: q.ratings,
      intents: q.intents?.map((i) => questionIds[i]!),
      roleIds: roles,
      countryIds: q.countries?.map((c) => ({ es: ES, DE: DE })[c] ?? Number(c)),
      intentName: q.intentName?.trim() || undefined,
      includeTests: q.includeTests ?? false,
      hedged: q.hedged,
    };
  }

  const get = async <T>(url: string): Promise<T> => {
    const res = await getAs(t, url, admin, tenants.acme);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('lists, counts and sorts what a row-by-row recount finds, on both screens, as rows change', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(arbRow, { minLength: 10, maxLength: 50 }),
        fc.array(arbRow, { maxLength: 8 }),
        fc.array(fc.tuple(arbChange, arbQuery), { minLength: 2, maxLength: 6 }),
        async (own, foreign, steps) => {
          await t.db.delete(utterances).where(inArray(utterances.customerId, [tenants.acme, tenants.globex]));
          const raw = await insert(tenants.acme, tenants.acmeUser, own);
          await insert(tenants.globex, tenants.globexUser, foreign);
          for (const [c, q] of steps) {
            await change(raw, c);
            const { params, end } = queryString(q);
            const filter = oracleFilter(q, end);
            for (const screen of ['ReviewUtterances', 'Feedback'] as const) {
              const isFeedback = screen === 'Feedback';
              const matched = filterRows(
                raw,
                isFeedback ? { ...filter, ratings: [-1] } : filter,
                questionText,
              );
              const sorted = sortRows(matched, q.orderColumn, q.desc);
              const page = 1 + (q.pageAt % (Math.ceil(matched.length / q.pageSize) + 1));
              const offset = (page - 1) * q.pageSize;
              const paging = `&page=${page}&pageSize=${q.pageSize}&orderColumn=${q.orderColumn}&desc=${q.desc}`;
              const listed = await get<TReviewPage>(`/api/${screen}/page?${params}${paging}`);
              expect({ screen, total: listed.total, ids: listed.data.map((r) => r.id) }).toEqual({
                screen,
                total: matched.length,
                ids: sorted.slice(offset, offset + q.pageSize).map((r) => r.id),
              });
              const ratings = await get<unknown[]>(`/api/${screen}/Ratings?${params}`);
              expect(ratings).toEqual(countRatingsOf(matched));
            }
          }
        },
      ),
      { numRuns: 40, seed: 20_251_125 },
    );
  }, 120_000);
});
