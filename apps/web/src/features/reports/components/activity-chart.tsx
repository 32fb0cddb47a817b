import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TReportBucket, TTotalQuestionsReport } from '@askhr/shared/reports/reports.schemas';
import { WhenNearViewport } from '../../../components/when-near-viewport';
import { bucketLabel } from '../dashboard-figures';
import { formatCount } from './stat-card';
import { DashboardSection } from './dashboard-section';
import { AreaChart } from './lazy-charts';

interface TActivityRow {
  label: string;
  questions: number;
  users: number;
  pushes: number;
  recipients: number;
}

function ActivityTooltip({ row }: { row: TActivityRow | undefined }) {
  const { t } = useTranslation();
  if (!row) return null;
  return (
    <Paper withBorder shadow="md" p="sm" radius="md">
      <Text size="sm" fw={600} mb={4}>
        {row.label}
      </Text>
      <Text size="sm" c="blue.7">
        {t('DASHBOARD_SERIES_QUESTIONS')}: {formatCount(row.questions)}
      </Text>
      <Text size="sm" c="teal.7">
        {t('DASHBOARD_SERIES_USERS')}: {formatCount(row.users)}
      </Text>
      {row.pushes > 0 && (
        <Text size="sm" c="orange">
          {t('DASHBOARD_PUSH_COUNT', { count: row.pushes })} ·{' '}
          {t('DASHBOARD_PUSH_RECIPIENTS', { count: row.recipients })}
        </Text>
      )}
    </Paper>
  );
}

const rowOf = (bucket: TReportBucket, label: string): TActivityRow => ({
  label,
  questions: bucket.totalCount,
  users: bucket.uniqueUsersCount,
  pushes: bucket.pushMessagesCount,
  recipients: bucket.pushMessagesRecipientsCount,
});

const CHART_HEIGHT = 280;

/** Questions and unique users per bucket; a dashed line marks each bucket with push messages. */
export function ActivityChart({ report }: { report: TTotalQuestionsReport }) {
  const { t } = useTranslation();
  const rows = report.totals.map((bucket) =>
    rowOf(bucket, bucketLabel(bucket.displayDate, report.granularity, report)),
  );
  const pushed = rows.filter((row) => row.pushes > 0);
  return (
    <DashboardSection title={t('DASHBOARD_ACTIVITY')}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h4">
            {t('DASHBOARD_ACTIVITY')}
          </Title>
          {pushed.length > 0 && (
            <Text size="xs" c="orange">
              {t('DASHBOARD_PUSH_MARKERS')}
            </Text>
          )}
        </Group>
        <WhenNearViewport height={CHART_HEIGHT}>
          <AreaChart
            h={CHART_HEIGHT}
            data={rows}
            dataKey="label"
            curveType="monotone"
            withLegend
            legendProps={{ verticalAlign: 'bottom', height: 40 }}
            withDots={rows.length <= 40}
            fillOpacity={0.15}
            series={[
              { name: 'questions', label: t('DASHBOARD_SERIES_QUESTIONS'), color: 'blue.6' },
              { name: 'users', label: t('DASHBOARD_SERIES_USERS'), color: 'teal.6' },
            ]}
            xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 24 }}
            yAxisProps={{ allowDecimals: false, width: 40 }}
            // the axis's figures as the language writes them (1.000 in German)
            valueFormatter={formatCount}
            referenceLines={pushed.map((row) => ({
              x: row.label,
              color: 'orange.6',
              strokeDasharray: '4 4',
            }))}
            tooltipProps={{
              content: ({ payload }) => (
                <ActivityTooltip row={payload?.[0]?.payload as TActivityRow | undefined} />
              ),
            }}
          />
        </WhenNearViewport>
      </Stack>
    </DashboardSection>
  );
}
