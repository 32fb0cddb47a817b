import { useDeferredValue } from 'react';
import { Box, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { useTotalQuestions } from '../api/get-total-questions';
import { hasActivity } from '../dashboard-figures';
import { reportQuery } from '../dashboard-view';
import { useDashboardView } from '../hooks/use-dashboard-view';
import { DashboardEmpty } from './dashboard-empty';
import { DashboardFilters } from './dashboard-filters';
import { DashboardReport } from './dashboard-report';
import { DashboardSkeleton } from './dashboard-skeleton';

interface TDashboardProps {
  /** today in the tenant's report time zone */
  today: string;
  timeZone: string;
  /** false while the time zone and features load: the range is not known yet */
  isReady: boolean;
  hasRoleFeatures: boolean;
  /** the countries a report can be filtered on (the global country left out) */
  countries: readonly { id: number; name: string }[];
}

/** The Home dashboard (spec 000 section 2): filters, then the cards and charts of the range. */
export function Dashboard({ today, timeZone, isReady, hasRoleFeatures, countries }: TDashboardProps) {
  const { t } = useTranslation();
  const { view, ...choose } = useDashboardView({ today, hasRoleFeatures });
  const report = useTotalQuestions(reportQuery(view), isReady);
  // the cards and charts render in a transition, in short slices, once the figures are in
  const figures = useDeferredValue(report.data);

  function body() {
    if (report.isError && !report.data)
      return <LoadError messageKey="LOAD_ERROR_DASHBOARD" onRetry={() => void report.refetch()} />;
    if (!figures) return <DashboardSkeleton />;
    if (!hasActivity(figures)) return <DashboardEmpty range={view.range} />;
    return (
      <DashboardReport
        report={figures}
        isCountryChosen={view.countryId !== null}
        onCountry={choose.chooseCountry}
      />
    );
  }

  return (
    <Stack gap="lg">
      <DashboardFilters
        view={view}
        today={today}
        timeZone={timeZone}
        hasRoleFeatures={hasRoleFeatures}
        countries={countries}
        onPeriod={choose.choosePeriod}
        onRange={choose.chooseRange}
        onGranularity={choose.chooseGranularity}
        onCountry={choose.chooseCountry}
        onRole={choose.chooseRole}
      />
      {report.isError && report.data && (
        <LoadError messageKey="LOAD_ERROR_DASHBOARD" onRetry={() => void report.refetch()} />
      )}
      {/* the last figures stay, dimmed, while the next view loads */}
      <Box
        aria-busy={report.isPlaceholderData}
        aria-label={report.isPlaceholderData ? t('DASHBOARD_UPDATING') : undefined}
        style={{ opacity: report.isPlaceholderData ? 0.55 : 1, transition: 'opacity 150ms' }}
      >
        {body()}
      </Box>
    </Stack>
  );
}
