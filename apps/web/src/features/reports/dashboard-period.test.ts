import { describe, expect, it } from 'vitest';
import { fittingGranularity, granularityOptions, presetRange, visiblePeriods } from './dashboard-period';

const TODAY = '2026-11-21';

describe('dashboard periods', () => {
  it('ends every preset today and covers whole days', () => {
    expect(presetRange('daily', TODAY)).toEqual({ start: TODAY, end: TODAY });
    expect(presetRange('week', TODAY)).toEqual({ start: '2026-11-15', end: TODAY });
    expect(presetRange('month', TODAY)).toEqual({ start: '2026-10-22', end: TODAY });
    expect(presetRange('twoMonths', TODAY)).toEqual({ start: '2026-09-22', end: TODAY });
    expect(presetRange('threeMonths', TODAY)).toEqual({ start: '2026-08-22', end: TODAY });
    // a month back from 31 March is the end of February
    expect(presetRange('month', '2026-03-31').start).toBe('2026-03-01');
  });

  it('leaves out Last 2 Months when both role features are on', () => {
    expect(visiblePeriods(true)).toEqual(['daily', 'week', 'month', 'threeMonths']);
    expect(visiblePeriods(false)).toContain('twoMonths');
  });

  it('disables units over the limit and always allows Default', () => {
    const options = granularityOptions({ start: '2026-10-22', end: TODAY }, TODAY);
    const disabled = options.filter((option) => option.disabled).map((option) => option.value);
    expect(disabled).toEqual(['Hourly']);
    expect(options.find((option) => option.value === 'Default')).toMatchObject({ unit: 'Daily', units: 31 });
    const years = granularityOptions({ start: '2018-01-01', end: TODAY }, TODAY);
    expect(years.filter((option) => option.disabled).map((option) => option.value)).toEqual([
      'Hourly',
      'Daily',
      'Weekly',
      // almost 9 years are 107 months
      'Monthly',
    ]);
  });

  it('falls back to Default when the chosen unit no longer fits', () => {
    expect(fittingGranularity('Hourly', { start: TODAY, end: TODAY }, TODAY)).toBe('Hourly');
    expect(fittingGranularity('Hourly', { start: '2026-11-15', end: TODAY }, TODAY)).toBe('Default');
  });
});
