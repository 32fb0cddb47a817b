import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TTotalQuestionsReport } from '@askhr/shared/reports/reports.schemas';
import { ActivityChart } from './activity-chart';
import { AnswersEnabledCard } from './answers-enabled-card';
import { RankedBarChart } from './ranked-bar-chart';
import { ChannelCard } from './stat-card';
import { UnansweredCard } from './unanswered-card';

interface TDashboardReportProps {
  report: TTotalQuestionsReport;
  /** the country chart is left out once the dashboard shows one country */
  isCountryChosen: boolean;
  onCountry(countryId: number): void;
}

/** The cards and charts of one report. */
export function DashboardReport({ report, isCountryChosen, onCountry }: TDashboardReportProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const categories = report.totalsByCategory.map((row) => ({ ...row.category, count: row.count }));
  const countries = report.totalsByCountry.map((row) => ({ ...row.country, count: row.count }));
  const unanswered = <UnansweredCard rows={report.mostAskedUnanswered} range={report} />;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        <ChannelCard
          title={t('DASHBOARD_ANSWERS_SERVED')}
          rows={report.answersPerChannel}
          previous={report.previous.answersCount}
          testId="card-answers-served"
        />
        <ChannelCard
          title={t('DASHBOARD_NEW_USERS')}
          rows={report.newUsers}
          previous={report.previous.newUsersCount}
          testId="card-new-users"
        />
        <AnswersEnabledCard enabled={report.enabledAnswersCount} />
      </SimpleGrid>
      <ActivityChart report={report} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <RankedBarChart
          title={t('DASHBOARD_BY_CATEGORY')}
          hint={t('DASHBOARD_BY_CATEGORY_HINT')}
          rows={categories}
          color="grape.6"
          testId="chart-by-category"
          // the report has no category filter: a category opens its questions instead
          onSelect={(row) => void navigate(`/questions?category=${row.id}`)}
        />
        {isCountryChosen ? (
          unanswered
        ) : (
          <RankedBarChart
            title={t('DASHBOARD_BY_COUNTRY')}
            hint={t('DASHBOARD_BY_COUNTRY_HINT')}
            rows={countries}
            color="indigo.6"
            testId="chart-by-country"
            onSelect={(row) => onCountry(row.id)}
          />
        )}
      </SimpleGrid>
      {/* beside the category chart when one country is shown, else a row of its own */}
      {!isCountryChosen && unanswered}
    </Stack>
  );
}
