import { describe, expect, it } from 'vitest';
import { hasDayBound, isWindowValid, oneMonthBefore, reviewWindow } from './review-window';

const now = new Date('2024-05-15T10:30:00.000Z');

describe('oneMonthBefore', () => {
  it('goes back one calendar month, keeping the time of day', () => {
    expect(oneMonthBefore(now).toISOString()).toBe('2024-04-15T10:30:00.000Z');
    expect(oneMonthBefore(new Date('2024-01-10T00:00:00Z')).toISOString()).toBe('2023-12-10T00:00:00.000Z');
  });

  it('clamps to the last day of a shorter month', () => {
    expect(oneMonthBefore(new Date('2024-03-31T08:00:00Z')).toISOString()).toBe('2024-02-29T08:00:00.000Z');
  });
});

describe('reviewWindow', () => {
  it('defaults to the month up to now', () => {
    expect(reviewWindow({}, now)).toEqual({ start: new Date('2024-04-15T10:30:00Z'), end: now });
  });

  it('takes the given dates, and a month before a given end date', () => {
    expect(
      reviewWindow({ startDate: '2024-01-01T00:00:00Z', endDate: '2024-02-01T00:00:00+01:00' }, now),
    ).toEqual({
      start: new Date('2024-01-01T00:00:00Z'),
      end: new Date('2024-01-31T23:00:00Z'),
    });
    expect(reviewWindow({ endDate: '2024-02-10T00:00:00Z' }, now).start).toEqual(
      new Date('2024-01-10T00:00:00Z'),
    );
  });

  it("reads a day as the whole of that day in the tenant's zone, daylight saving included", () => {
    expect(reviewWindow({ startDate: '2024-03-10', endDate: '2024-03-10' }, now, 'America/New_York')).toEqual(
      {
        start: new Date('2024-03-10T05:00:00Z'),
        end: new Date('2024-03-11T03:59:59.999Z'),
      },
    );
    expect(reviewWindow({ startDate: '2024-01-01', endDate: '2024-01-01' }, now)).toEqual({
      start: new Date('2024-01-01T00:00:00Z'),
      end: new Date('2024-01-01T23:59:59.999Z'),
    });
    expect(hasDayBound({ endDate: '2024-01-01' })).toBe(true);
    expect(hasDayBound({ endDate: '2024-01-01T00:00:00Z' })).toBe(false);
  });

  it('is invalid when the start is after the end', () => {
    expect(isWindowValid(reviewWindow({ startDate: '2024-06-01T00:00:00Z' }, now))).toBe(false);
    expect(isWindowValid(reviewWindow({ startDate: '2024-05-15T10:30:00Z' }, now))).toBe(true);
  });
});
