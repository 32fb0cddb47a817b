import { describe, expect, it } from 'vitest';
import {
  bucketStartDates,
  checkReportRange,
  defaultUnit,
  isCalendarDate,
  previousRange,
  unitsInRange,
} from './report-periods';
import { ZTotalQuestionsQuery } from './reports.schemas';

describe('report periods', () => {
  it('cuts calendar units clipped to the range, weeks from Monday', () => {
    expect(bucketStartDates('2026-01-14', '2026-02-02', 'Weekly')).toEqual([
      '2026-01-14',
      '2026-01-19',
      '2026-01-26',
      '2026-02-02',
    ]);
    expect(bucketStartDates('2025-11-15', '2026-02-01', 'Monthly')).toEqual([
      '2025-11-15',
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
    ]);
    expect(bucketStartDates('2024-02-28', '2024-03-01', 'Daily')).toEqual([
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
    expect(bucketStartDates('2019-06-01', '2021-01-01', 'Yearly')).toEqual([
      '2019-06-01',
      '2020-01-01',
      '2021-01-01',
    ]);
  });

  it('picks the finest unit within 100 for Default', () => {
    expect(defaultUnit('2026-11-21', '2026-11-21')).toBe('Hourly');
    expect(defaultUnit('2026-11-20', '2026-11-21')).toBe('Hourly');
    expect(defaultUnit('2026-08-21', '2026-11-21')).toBe('Daily');
    expect(defaultUnit('2025-11-21', '2026-11-21')).toBe('Weekly');
    expect(defaultUnit('2019-01-01', '2026-11-21')).toBe('Monthly');
    expect(defaultUnit('2018-01-01', '2026-11-21')).toBe('Yearly');
  });

  it('counts units and refuses more than 100 of a chosen one', () => {
    expect(unitsInRange('2026-01-01', '2026-01-05', 'Hourly')).toBe(120);
    expect(unitsInRange('2026-01-01', '2026-04-10', 'Daily')).toBe(100);
    expect(checkReportRange('2026-01-01', '2026-04-10', 'Daily', '2026-11-21')).toEqual([]);
    expect(checkReportRange('2026-01-01', '2026-04-11', 'Daily', '2026-11-21')).toEqual([
      {
        field: 'granularity',
        message:
          'A daily report covers at most 100 days; this range has 101. Choose a shorter range or a larger granularity.',
      },
    ]);
    expect(checkReportRange('2018-01-01', '2026-11-21', 'Default', '2026-11-21')).toEqual([]);
    expect(checkReportRange('2017-12-31', '2026-11-22', 'Default', '2026-11-21').map((p) => p.field)).toEqual(
      ['start', 'end'],
    );
  });

  it('gives the previous range of the same length', () => {
    expect(previousRange('2026-03-01', '2026-03-31')).toEqual({ start: '2026-01-29', end: '2026-02-28' });
  });

  it('reads the query: real dates only, granularity in any case, no global country', () => {
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2024-02-29')).toBe(true);
    const ok = ZTotalQuestionsQuery.parse({
      start: '2026-01-01',
      end: '2026-01-31',
      granularity: 'weekly',
      employeeTypeFilter: '0',
    });
    expect(ok).toEqual({ start: '2026-01-01', end: '2026-01-31', granularity: 'Weekly' });
    expect(
      ZTotalQuestionsQuery.safeParse({ start: '2026-01-01', end: '2026-01-31', countryId: '1' }).success,
    ).toBe(false);
  });
});
