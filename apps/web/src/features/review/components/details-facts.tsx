import type { ReactNode } from 'react';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REASON_LABELS, type TReasonId } from '@askhr/shared/bot/bot.constants';
import type { TReviewUtterance } from '@askhr/shared/review/review.schemas';
import { useFormatDateTime } from '../../../lib/time-zone';
import { formatConfidence } from '../review-format';
import { reviewLabel } from '../review-labels';
import { QuestionLink } from './question-link';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

const reasonLabel = (reason: number | null) =>
  reason === null ? '–' : (REASON_LABELS[reason as TReasonId] ?? String(reason));

/** What the employee asked and what the bot did, as logged: read only. */
export function DetailsFacts({ row }: { row: TReviewUtterance }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  return (
    <Stack gap="sm">
      <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-gray-0)">
        <Fact label={t('REVIEW_COL_UTTERANCE')}>{row.utterance}</Fact>
      </Paper>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Fact label={t('REVIEW_COL_DATE')}>{formatDateTime(row.date)}</Fact>
        <Fact label={t('REVIEW_COL_COUNTRY')}>{row.userCountry}</Fact>
        <Fact label={t('REVIEW_COL_ROLE')}>{reviewLabel(t, 'role', row.userRole)}</Fact>
        <Fact label={t('REVIEW_COL_RATING')}>{reviewLabel(t, 'rating', row.rating)}</Fact>
        <Fact label={t('REVIEW_COL_QUESTION')}>
          <QuestionLink row={row} />
        </Fact>
        <Fact label={t('REVIEW_COL_CONFIDENCE')}>{formatConfidence(row.confidenceScore)}</Fact>
        <Fact label={t('REVIEW_REASON')}>
          {row.reason === null && row.hedged ? t('REVIEW_ANSWERED_UNSURE') : reasonLabel(row.reason)}
        </Fact>
        <Fact label={t('REVIEW_CUSTOMER_OBSERVATIONS')}>{row.customerObservations || '–'}</Fact>
      </SimpleGrid>
      <Fact label={t('REVIEW_ANSWER_RETURNED')}>{row.answerReturned ?? t('REVIEW_NO_ANSWER')}</Fact>
    </Stack>
  );
}
