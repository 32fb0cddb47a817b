import { describe, expect, it } from 'vitest';
import { paramsFromView, reportQuery, viewFromParams } from './dashboard-view';

const context = { today: '2026-11-21', hasRoleFeatures: true };

describe('dashboard view in the address', () => {
  it('defaults to Last Month, Default granularity, every country and role', () => {
    const view = viewFromParams(new URLSearchParams(), context);
    expect(view).toEqual({
      period: 'month',
      range: { start: '2026-10-22', end: '2026-11-21' },
      granularity: 'Default',
      countryId: null,
      role: null,
    });
    expect(paramsFromView(view).toString()).toBe('');
  });

  it('reads back what it writes', () => {
    const params = new URLSearchParams(
      'period=custom&start=2026-11-01&end=2026-11-10&granularity=Daily&country=2&role=1',
    );
    const view = viewFromParams(params, context);
    expect(paramsFromView(view).toString()).toBe(params.toString());
    expect(reportQuery(view)).toEqual({
      start: '2026-11-01',
      end: '2026-11-10',
      granularity: 'Daily',
      countryId: 2,
      employeeTypeFilter: 1,
    });
  });

  it('ignores what is not allowed: future or reversed ranges, the global country, hidden periods and roles', () => {
    const future = viewFromParams(
      new URLSearchParams('period=custom&start=2026-11-01&end=2026-12-01'),
      context,
    );
    expect(future.period).toBe('month');
    expect(viewFromParams(new URLSearchParams('country=1'), context).countryId).toBeNull();
    expect(viewFromParams(new URLSearchParams('period=twoMonths'), context).period).toBe('month');
    expect(
      viewFromParams(new URLSearchParams('role=2'), { ...context, hasRoleFeatures: false }).role,
    ).toBeNull();
    expect(viewFromParams(new URLSearchParams('granularity=Hourly'), context).granularity).toBe('Default');
  });
});
