import '@mantine/charts/styles.css';
import { DonutChart } from '@mantine/charts';
import { Center, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TSlice } from '../survey-chart';
import { formatPercent } from '../../../../lib/i18n/intl';

/** The responses as a donut, answered share in the middle (chart height 350 px, spec 001 section 9). */
export function SurveyDonut({ slices, answeredPercent }: { slices: TSlice[]; answeredPercent: number }) {
  const { t } = useTranslation();
  if (slices.every((slice) => slice.count === 0))
    return (
      <Center h={260}>
        <Text c="dimmed" size="sm">
          {t('SURVEY_NO_RESPONSES')}
        </Text>
      </Center>
    );
  return (
    <Center>
      <DonutChart
        data={slices.map((slice) => ({ name: slice.name, value: slice.count, color: slice.color }))}
        size={240}
        thickness={36}
        h={260}
        chartLabel={t('SURVEY_ANSWERED_PERCENT', { percent: formatPercent(answeredPercent / 100) })}
        tooltipDataSource="segment"
        aria-label={t('SURVEY_CHART')}
      />
    </Center>
  );
}
