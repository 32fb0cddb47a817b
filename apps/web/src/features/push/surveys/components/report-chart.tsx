import { Stack } from '@mantine/core';
import type { TSurveyTotals } from '@askhr/shared/push/push.schemas';
import { useTranslation } from 'react-i18next';
import { percentOf, slicesOf } from '../survey-chart';
import { ReportCard } from './report-card';
import { SurveyDonut } from './survey-donut';
import { SurveyLegend } from './survey-legend';

/** The donut of responses and its legend. */
export function ReportChart({ totals }: { totals: TSurveyTotals }) {
  const { t } = useTranslation();
  const slices = slicesOf(totals);
  const reached = totals[0]?.successfulRecipients ?? 0;
  const answered = totals[0]?.totals.reduce((sum, total) => sum + total.count, 0) ?? 0;
  return (
    <ReportCard title={t('SURVEY_RESPONSES_LEGEND')}>
      <Stack gap="md">
        <SurveyDonut slices={slices} answeredPercent={percentOf(answered, reached)} />
        <SurveyLegend slices={slices} />
      </Stack>
    </ReportCard>
  );
}
