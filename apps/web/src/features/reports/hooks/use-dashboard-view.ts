import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  fittingGranularity,
  presetRange,
  type TDateRange,
  type TGranularity,
  type TPresetPeriod,
} from '../dashboard-period';
import { paramsFromView, viewFromParams, type TDashboardView, type TViewContext } from '../dashboard-view';

/** The dashboard's view and the ways to change it; the address is the only copy of it. */
export function useDashboardView(context: TViewContext) {
  const [params, setParams] = useSearchParams();
  const { today, hasRoleFeatures } = context;
  const view = useMemo(
    () => viewFromParams(params, { today, hasRoleFeatures }),
    [params, today, hasRoleFeatures],
  );

  const update = useCallback(
    (patch: Partial<TDashboardView>) => {
      const next = { ...view, ...patch };
      // a granularity that no longer fits the new range falls back to Default
      next.granularity = fittingGranularity(next.granularity, next.range, today);
      setParams(paramsFromView(next), { replace: true });
    },
    [view, today, setParams],
  );

  // the same functions until the view changes: the filters do not render again for new figures
  return useMemo(
    () => ({
      view,
      choosePeriod: (period: TPresetPeriod) => update({ period, range: presetRange(period, today) }),
      chooseRange: (range: TDateRange) => update({ period: 'custom', range }),
      chooseGranularity: (granularity: TGranularity) => update({ granularity }),
      chooseCountry: (countryId: number | null) => update({ countryId }),
      chooseRole: (role: TDashboardView['role']) => update({ role }),
    }),
    [view, update, today],
  );
}
