import { describe, expect, it } from 'vitest';
import { isRepeating, nextOccurrence } from './push-repeat';

const at = (iso: string) => new Date(iso);

describe('the next occurrence of a repeating item', () => {
  it('repeats frequencies 1 to 5 only', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(isRepeating)).toEqual([false, true, true, true, true, true, false]);
    expect(() => nextOccurrence(at('2026-01-01T09:00:00Z'), 0, 'UTC')).toThrow();
  });

  it('keeps 09:00 at 09:00 in the time zone across daylight-saving changes', () => {
    // Madrid moves from UTC+1 to UTC+2 on 29 March 2026
    const before = at('2026-03-28T08:00:00Z');
    expect(nextOccurrence(before, 2, 'Europe/Madrid').toISOString()).toBe('2026-03-29T07:00:00.000Z');
    expect(nextOccurrence(before, 3, 'Europe/Madrid').toISOString()).toBe('2026-04-04T07:00:00.000Z');
    expect(nextOccurrence(at('2026-10-20T07:00:00Z'), 4, 'Europe/Madrid').toISOString()).toBe(
      '2026-11-20T08:00:00.000Z',
    );
    // an hour is an hour, whatever the clock says
    expect(nextOccurrence(at('2026-03-29T00:30:00Z'), 1, 'Europe/Madrid').toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
  });

  it('takes the last day of a shorter month, and keeps the first day of the series', () => {
    const jan31 = at('2026-01-31T09:00:00Z');
    expect(nextOccurrence(jan31, 4, 'UTC').toISOString()).toBe('2026-02-28T09:00:00.000Z');
    expect(nextOccurrence(jan31, 4, 'UTC', at('2026-03-01T00:00:00Z')).toISOString()).toBe(
      '2026-03-31T09:00:00.000Z',
    );
    expect(nextOccurrence(at('2028-02-29T09:00:00Z'), 5, 'UTC').toISOString()).toBe(
      '2029-02-28T09:00:00.000Z',
    );
  });

  it('skips the occurrences already past, and adds one interval to a date still ahead', () => {
    expect(
      nextOccurrence(at('2026-05-04T09:00:00Z'), 3, 'UTC', at('2026-01-01T00:00:00Z')).toISOString(),
    ).toBe('2026-05-11T09:00:00.000Z');
    const date = at('2026-05-04T09:00:00Z');
    expect(nextOccurrence(date, 2, 'UTC', at('2026-05-06T10:00:00Z')).toISOString()).toBe(
      '2026-05-07T09:00:00.000Z',
    );
  });
});
