import { ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { WhenNearViewport } from '../../../components/when-near-viewport';
import { DashboardSection } from './dashboard-section';
import { BarChart } from './lazy-charts';
import { formatNumber } from '../../../lib/i18n/intl';

export interface TRankedRow {
  id: number;
  name: string;
  count: number;
}

interface TRankedBarChartProps {
  title: string;
  hint: string;
  rows: readonly TRankedRow[];
  color: string;
  onSelect(row: TRankedRow): void;
  testId: string;
}

const BAR_ROW_PX = 34;
const MAX_HEIGHT = 380;
const shorten = (name: string, max: number) => (name.length > max ? `${name.slice(0, max - 1)}…` : name);

/**
 * Counts per name as horizontal bars, largest first: long names stay readable on a phone, and
 * a long list scrolls inside the card instead of squeezing the bars.
 */
export function RankedBarChart({ title, hint, rows, color, onSelect, testId }: TRankedBarChartProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery('(max-width: 36em)', undefined, {
    // read on the first render: a phone's charts do not render twice
    getInitialValueInEffect: false,
  });
  const sorted = [...rows].sort((a, b) => b.count - a.count);
  const labelWidth = isPhone ? 96 : 150;
  const height = Math.max(160, sorted.length * BAR_ROW_PX + 40);
  return (
    <DashboardSection title={title} testId={testId}>
      <Stack gap="xs">
        <Title order={3} size="h4">
          {title}
        </Title>
        {sorted.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('DASHBOARD_NO_DATA')}
          </Text>
        ) : (
          <>
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
            <ScrollArea.Autosize mah={MAX_HEIGHT} type="auto" offsetScrollbars>
              <WhenNearViewport height={Math.min(height, MAX_HEIGHT)}>
                <BarChart
                  h={height}
                  data={sorted}
                  dataKey="name"
                  orientation="vertical"
                  series={[{ name: 'count', label: t('DASHBOARD_SERIES_QUESTIONS'), color }]}
                  gridAxis="x"
                  yAxisProps={{
                    width: labelWidth,
                    interval: 0,
                    tickFormatter: (name: string) => shorten(name, isPhone ? 13 : 22),
                  }}
                  xAxisProps={{ allowDecimals: false }}
                  valueFormatter={formatNumber}
                  barProps={{
                    cursor: 'pointer',
                    onClick: (bar) => {
                      const row = sorted.find((candidate) => candidate.name === bar.payload?.name);
                      if (row) onSelect(row);
                    },
                  }}
                />
              </WhenNearViewport>
            </ScrollArea.Autosize>
          </>
        )}
      </Stack>
    </DashboardSection>
  );
}
