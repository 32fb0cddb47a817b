import { describe, expect, it } from 'vitest';
import { REVIEW_PAGE_SIZE, ZReviewPageQuery } from './review.schemas';

describe('ZReviewPageQuery', () => {
  it('has the defaults of the review list', () => {
    expect(ZReviewPageQuery.parse({})).toEqual({
      page: 1,
      pageSize: REVIEW_PAGE_SIZE,
      orderColumn: 'date',
      desc: true,
    });
  });

  it('reads lists from repeated parameters, comma-separated values or both', () => {
    const query = ZReviewPageQuery.parse({ states: ['1', '2,3'], ratings: '-1, 0', intents: '12' });
    expect(query).toMatchObject({ states: [1, 2, 3], ratings: [-1, 0], intents: [12] });
    expect(ZReviewPageQuery.parse({ states: '' }).states).toEqual([]);
  });

  it('resolves countries given by code (any case) or id', () => {
    expect(ZReviewPageQuery.parse({ countries: 'es,3' }).countries).toEqual([2, 3]);
    const bad = ZReviewPageQuery.safeParse({ countries: 'ES,XX' });
    expect(bad.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['countries'], 'Unknown countries: XX'],
    ]);
  });

  it('refuses unknown values with one message per field', () => {
    const result = ZReviewPageQuery.safeParse({
      ratings: '2',
      states: '0',
      roles: '3',
      orderColumn: 'id',
      pageSize: '500',
      startDate: 'yesterday',
    });
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'orderColumn',
      'pageSize',
      'ratings',
      'roles',
      'startDate',
      'states',
    ]);
  });

  it("takes a day or an instant as a bound of the dates (a day is read in the tenant's zone)", () => {
    const parsed = ZReviewPageQuery.parse({ startDate: '2024-05-01', endDate: '2024-05-31T22:00:00+02:00' });
    expect([parsed.startDate, parsed.endDate]).toEqual(['2024-05-01', '2024-05-31T22:00:00+02:00']);
  });

  it('reads hedged as true or false (absent: either), and refuses anything else', () => {
    expect(ZReviewPageQuery.parse({ hedged: 'true' }).hedged).toBe(true);
    expect(ZReviewPageQuery.parse({ hedged: 'false' }).hedged).toBe(false);
    expect(ZReviewPageQuery.parse({ hedged: true }).hedged).toBe(true);
    expect(ZReviewPageQuery.parse({}).hedged).toBeUndefined();
    for (const hedged of ['1', 'yes', '', 'TRUE', ['true', 'false']]) {
      const result = ZReviewPageQuery.safeParse({ hedged });
      expect(
        result.error?.issues.map((i) => i.path.join('.')),
        String(hedged),
      ).toEqual(['hedged']);
    }
  });

  it('accepts ISO date-times with an offset', () => {
    const query = ZReviewPageQuery.parse({
      startDate: '2024-05-01T00:00:00+02:00',
      endDate: '2024-05-02T00:00:00Z',
    });
    expect(query.startDate).toBe('2024-05-01T00:00:00+02:00');
  });
});
