import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZReviewFilter } from '@askhr/shared/review/review.schemas';
import { rowsOf } from '../../db/rows';
import { customers, questions, utterances } from '../../db/schema';
import { createTestApp, type TTestApp } from '../../test/app';
import { createTenant } from '../../test/factories/tenants';
import { createQuestion } from '../../test/factories/questions';
import { ratingsAggregate } from './review-actions.service';
import { splitRange } from './review-rollups.repository';
import { DE, ES, logUtterance } from '../../test/kits/review';

const at = (iso: string) => new Date(iso);
const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

describe('splitRange', () => {
  it('takes whole months in the middle, whole days up to them and the partial days from the rows', () => {
    expect(splitRange(at('2025-03-10T12:00:00Z'), at('2025-05-20T08:00:00Z'))).toEqual({
      periods: [
        { unit: 1, from: day('2025-03-11'), to: day('2025-04-01') },
        { unit: 3, from: day('2025-04-01'), to: day('2025-05-01') },
        { unit: 1, from: day('2025-05-01'), to: day('2025-05-20') },
      ],
      edges: [
        { from: at('2025-05-20T00:00:00Z'), to: at('2025-05-20T08:00:00Z'), toIncluded: true },
        { from: at('2025-03-10T12:00:00Z'), to: at('2025-03-11T00:00:00Z'), toIncluded: false },
      ],
    });
  });

  it('starts with the rollup on a midnight, days only within one month, and no rollup within a day', () => {
    expect(splitRange(at('2025-03-01T00:00:00Z'), at('2025-03-03T00:00:00Z'))).toEqual({
      periods: [{ unit: 1, from: day('2025-03-01'), to: day('2025-03-03') }],
      edges: [{ from: at('2025-03-03T00:00:00Z'), to: at('2025-03-03T00:00:00Z'), toIncluded: true }],
    });
    expect(splitRange(at('2025-03-01T01:00:00Z'), at('2025-03-01T23:00:00Z'))).toBeUndefined();
    expect(splitRange(at('2025-03-01T01:00:00Z'), at('2025-03-02T23:00:00Z'))).toBeUndefined();
  });
});

describe('review rollups kept by the utterances triggers', () => {
  let t: TTestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const rollups = async (customerId: number) => ({
    counts: rowsOf(
      await t.db
        .execute(sql`select unit, period::text, is_test, rating, review_state_id, country_id, role_id, count
        from review_counts where customer_id = ${customerId} and count <> 0 order by 1, 2, 3, 4, 5, 6, 7`),
    ),
    ratings: rowsOf(
      await t.db.execute(sql`select unit, country_id, period::text, is_test, rating, question_id, count
        from review_rating_counts where customer_id = ${customerId} and count <> 0 order by 1, 2, 3, 4, 5, 6`),
    ),
  });

  async function seed() {
    const tenant = await createTenant(t.db, { countries: [ES, DE], features: ['ReviewFeedback'] });
    const question = await createQuestion(t.db, tenant.id, { text: 'When is payday?' });
    const row = (date: string, values: Partial<typeof utterances.$inferInsert> = {}) =>
      logUtterance(t.db, tenant.id, {
        date: at(date),
        countryId: ES,
        roleId: 2,
        text: 'payday?',
        predictedQuestionId: question.id,
        returnedQuestionId: question.id,
        ...values,
      });
    const rows = [
      await row('2025-01-31T23:59:00Z', { rating: 1 }),
      await row('2025-02-01T00:00:00Z', { rating: -1, countryId: DE }),
      await row('2025-02-14T10:00:00Z', { isTest: true }),
      await row('2025-03-02T10:00:00Z', { returnedQuestionId: null, roleId: 1 }),
    ];
    return { tenant, question, rows };
  }

  it('hold what a recount from the rows holds after inserts, updates and deletes', async () => {
    const { tenant, rows } = await seed();
    await t.db.update(utterances).set({ rating: -1, reviewStateId: 3 }).where(eq(utterances.id, rows[0]!.id));
    await t.db
      .update(utterances)
      .set({ date: at('2025-04-01T00:00:00Z') })
      .where(eq(utterances.id, rows[2]!.id));
    await t.db.update(utterances).set({ observations: 'seen' }).where(eq(utterances.customerId, tenant.id));
    await t.db.delete(utterances).where(eq(utterances.id, rows[1]!.id));
    const kept = await rollups(tenant.id);
    expect(kept.counts.length).toBeGreaterThan(0);
    await t.db.execute(sql`select review_rebuild(${tenant.id})`);
    expect(await rollups(tenant.id)).toEqual(kept);
  });

  it('moves the rows of a deleted question to no question, and goes with a deleted tenant', async () => {
    const { tenant, question } = await seed();
    const filter = ZReviewFilter.parse({
      startDate: '2025-01-01T00:00:00Z',
      endDate: '2025-12-31T00:00:00Z',
    });
    expect(await ratingsAggregate(t.db, tenant.id, filter)).toEqual([
      { id: -1, questionId: question.id, total: 1 },
      { id: 0, questionId: question.id, total: 1 },
      { id: 1, questionId: question.id, total: 1 },
    ]);
    await t.db.delete(questions).where(eq(questions.id, question.id));
    expect(await ratingsAggregate(t.db, tenant.id, filter)).toEqual([
      { id: -1, questionId: null, total: 1 },
      { id: 0, questionId: null, total: 1 },
      { id: 1, questionId: null, total: 1 },
    ]);
    await t.db.delete(customers).where(eq(customers.id, tenant.id));
    expect(await rollups(tenant.id)).toEqual({ counts: [], ratings: [] });
  });
});
