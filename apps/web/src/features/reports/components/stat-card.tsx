import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TTotalQuestionsReport } from '@askhr/shared/reports/reports.schemas';
import { formatNumber } from '../../../lib/i18n/intl';
import { channelBreakdown, sumCounts } from '../dashboard-figures';
import { ChangeText } from './change-text';
import { DashboardSection } from './dashboard-section';

/** A figure of the dashboard in the portal's language: 12,345 / 12.345. */
export const formatCount = formatNumber;

interface TStatCardProps {
  title: string;
  value: string;
  children?: ReactNode;
  testId?: string;
}

/** A dashboard card: its title, the big figure, then what explains it. */
export function StatCard({ title, value, children, testId }: TStatCardProps) {
  return (
    <DashboardSection title={title} testId={testId}>
      <Stack gap={6}>
        <Text size="sm" fw={600} c="dimmed" tt="uppercase">
          {title}
        </Text>
        <Text fz={32} fw={700} lh={1.1}>
          {value}
        </Text>
        {children}
      </Stack>
    </DashboardSection>
  );
}

interface TChannelCardProps {
  title: string;
  rows: TTotalQuestionsReport['newUsers'];
  previous: number;
  testId: string;
}

/** A total counted per channel: "3 from Slack, 2 from Teams", with the change against before. */
export function ChannelCard({ title, rows, previous, testId }: TChannelCardProps) {
  const { t } = useTranslation();
  const total = sumCounts(rows);
  const parts = channelBreakdown(rows).map((part) =>
    t('DASHBOARD_CHANNEL_COUNT', { count: formatCount(part.count), channel: part.label }),
  );
  return (
    <StatCard title={title} value={formatCount(total)} testId={testId}>
      <ChangeText current={total} previous={previous} />
      <Text size="sm">{parts.length > 0 ? parts.join(', ') : t('DASHBOARD_NO_CHANNELS')}</Text>
    </StatCard>
  );
}
