import { SimpleGrid, Text, Title } from '@mantine/core';
import type { TPushItem, TSurveyTotals } from '@askhr/shared/push/push.schemas';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../../../lib/time-zone';
import { formatNumber } from '../../../../lib/i18n/intl';
import { recipientLabels, statusText } from '../../push-labels';
import { ReportCard } from './report-card';

interface TReportCardsProps {
  survey: TPushItem;
  totals: TSurveyTotals;
}

/** Question, Responses, Status, Scheduled and Recipients. */
export function ReportCards({ survey, totals }: TReportCardsProps) {
  const { t } = useTranslation();
  const format = useFormatDateTime();
  const first = totals[0];
  const answered = first?.totals.reduce((sum, total) => sum + total.count, 0) ?? 0;
  const reached = first?.successfulRecipients ?? survey.successfulRecipients;
  const recipients = recipientLabels(t, survey);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <div style={{ gridColumn: '1 / -1' }}>
        <ReportCard title={t('SURVEY_QUESTION')}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {first?.text ?? survey.text}
          </Text>
        </ReportCard>
      </div>
      <ReportCard title={t('SURVEY_RESPONSES')}>
        <Title order={3}>{formatNumber(answered)}</Title>
        <Text size="sm" c="dimmed">
          {t('SURVEY_OUT_OF', { count: reached })}
        </Text>
      </ReportCard>
      <ReportCard title={t('SURVEY_STATUS')}>
        <Text fw={600}>{statusText(t, survey)}</Text>
        <Text size="sm" c="dimmed">
          {format(survey.statusDate)}
        </Text>
      </ReportCard>
      <ReportCard title={t('SURVEY_SCHEDULED')}>
        <Text size="sm">{format(survey.date)}</Text>
        {survey.closeDate && (
          <Text size="sm" c="dimmed">
            {t('SURVEY_UNTIL_DATE', { date: format(survey.closeDate) })}
          </Text>
        )}
      </ReportCard>
      <ReportCard title={t('PUSH_RECIPIENTS')}>
        {recipients.map((name) => (
          <Text key={name} size="sm">
            {name}
          </Text>
        ))}
      </ReportCard>
    </SimpleGrid>
  );
}
