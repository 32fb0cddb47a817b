import { describe, expect, it } from 'vitest';
import { API_DATE_RANGE_MESSAGE, isOutsideApiDates, parseApiDate, ZApiDate, ZApiDay } from './api-dates';
import { FAR_API_INSTANTS as FAR_INSTANTS } from './far-dates';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe('ZApiDate', () => {
  it('takes ISO dates and times with an offset from 1900-01-01 to the end of 2199', () => {
    for (const text of [
      '1900-01-01T00:00:00Z',
      '1900-01-01T01:00:00+01:00',
      '2026-05-01T09:30:00.123Z',
      '2199-12-31T23:59:59.999Z',
      '2200-01-01T00:59:59+01:00',
    ])
      expect(ZApiDate.safeParse(text).success, text).toBe(true);
  });

  it.each(FAR_INSTANTS)('refuses %s with the range message', (text) => {
    const result = ZApiDate.safeParse(text);
    expect(result.success).toBe(false);
    // five-digit years are no ISO 8601 date of the schema at all
    if (!/^[+-]/.test(text)) expect(messagesOf(result)).toEqual([API_DATE_RANGE_MESSAGE]);
  });

  it('refuses what is not a date and time', () => {
    for (const text of ['2026-05-01', '2026-02-30T00:00:00Z', 'tomorrow', '2026-05-01T09:30:00'])
      expect(ZApiDate.safeParse(text).success, text).toBe(false);
  });
});

describe('ZApiDay', () => {
  it('takes calendar days from 1900-01-01 to 2199-12-31', () => {
    for (const day of ['1900-01-01', '2024-02-29', '2199-12-31'])
      expect(ZApiDay.safeParse(day).success, day).toBe(true);
  });

  it('refuses days out of range with the range message, and days that are none', () => {
    for (const day of ['0000-01-01', '1899-12-31', '2200-01-01', '9999-12-31'])
      expect(messagesOf(ZApiDay.safeParse(day)), day).toEqual([API_DATE_RANGE_MESSAGE]);
    for (const day of ['2026-02-29', '2026-5-1', '+275760-09-13', ''])
      expect(ZApiDay.safeParse(day).success, day).toBe(false);
  });
});

describe('parseApiDate', () => {
  it('reads any date Date reads within the range', () => {
    expect(parseApiDate('2026-05-01T09:00:00Z')?.toISOString()).toBe('2026-05-01T09:00:00.000Z');
    expect(parseApiDate('2199-12-31T23:59:59.999Z')?.toISOString()).toBe('2199-12-31T23:59:59.999Z');
  });

  it.each([...FAR_INSTANTS, 'tomorrow', '', null, undefined])('gives nothing for %s', (value) => {
    expect(parseApiDate(value)).toBeUndefined();
  });
});

describe('isOutsideApiDates', () => {
  it('is true for dates Date reads outside the range only', () => {
    for (const text of FAR_INSTANTS) expect(isOutsideApiDates(text), text).toBe(true);
    for (const text of ['2026-05-01T09:00:00Z', '2026-05-01', 'tomorrow', ''])
      expect(isOutsideApiDates(text), text).toBe(false);
  });
});
