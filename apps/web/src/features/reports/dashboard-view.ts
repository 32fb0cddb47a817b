import { GLOBAL_COUNTRY_ID } from '@askhr/shared/countries/countries.constants';
import { BOT_ROLES, type TBotRoleId } from '@askhr/shared/bot/bot.constants';
import type { TQueryValue } from '../../lib/api-client';
import {
  DEFAULT_PERIOD,
  GRANULARITIES,
  fittingGranularity,
  isValidRange,
  presetRange,
  visiblePeriods,
  type TDateRange,
  type TGranularity,
  type TPeriod,
} from './dashboard-period';

/** What the dashboard shows: it lives in the address, so a reload or a shared link keeps it. */
export interface TDashboardView {
  period: TPeriod;
  range: TDateRange;
  granularity: TGranularity;
  countryId: number | null;
  role: TBotRoleId | null;
}

export interface TViewContext {
  /** today in the tenant's report time zone */
  today: string;
  hasRoleFeatures: boolean;
}

const ROLE_IDS: readonly TBotRoleId[] = Object.values(BOT_ROLES);

function countryOf(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id !== GLOBAL_COUNTRY_ID ? id : null;
}

/** Reads the view from the address; anything unknown or no longer allowed falls back to the default. */
export function viewFromParams(
  params: URLSearchParams,
  { today, hasRoleFeatures }: TViewContext,
): TDashboardView {
  const asked = params.get('period');
  const custom = { start: params.get('start') ?? '', end: params.get('end') ?? '' };
  let period: TPeriod = visiblePeriods(hasRoleFeatures).find((p) => p === asked) ?? DEFAULT_PERIOD;
  if (asked === 'custom' && isValidRange(custom, today)) period = 'custom';
  const range = period === 'custom' ? custom : presetRange(period, today);
  const granularity = GRANULARITIES.find((g) => g === params.get('granularity')) ?? 'Default';
  const role = ROLE_IDS.find((id) => String(id) === params.get('role')) ?? null;
  return {
    period,
    range,
    granularity: fittingGranularity(granularity, range, today),
    countryId: countryOf(params.get('country')),
    role: hasRoleFeatures ? role : null,
  };
}

/** Only what differs from the default goes into the address. */
export function paramsFromView(view: TDashboardView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.period !== DEFAULT_PERIOD) params.set('period', view.period);
  if (view.period === 'custom') {
    params.set('start', view.range.start);
    params.set('end', view.range.end);
  }
  if (view.granularity !== 'Default') params.set('granularity', view.granularity);
  if (view.countryId) params.set('country', String(view.countryId));
  if (view.role) params.set('role', String(view.role));
  return params;
}

/** The query of GET /api/Reports/TotalQuestions for a view. */
export function reportQuery(view: TDashboardView): Record<string, TQueryValue> {
  return {
    start: view.range.start,
    end: view.range.end,
    granularity: view.granularity,
    countryId: view.countryId ?? undefined,
    employeeTypeFilter: view.role ?? undefined,
  };
}
