import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TReviewUtterance } from '@askhr/shared/review/review.schemas';
import classes from './preview-row.module.css';

/** The question a row is about: the one a reviewer chose, else the one returned, else the prediction. */
export function intentOf(row: TReviewUtterance): string | null {
  return row.reviewQuestionText ?? row.returnedQuestionText ?? row.questionPredicted?.text ?? null;
}

/**
 * One numbered row of the preview. A question the employee picked from the bot's offered buttons
 * was not typed: the row names the topic instead of an utterance (spec 001 section 2).
 */
export function PreviewRow({ row, number }: { row: TReviewUtterance; number: number }) {
  const { t } = useTranslation();
  const intent = intentOf(row);
  const text =
    row.fromIntent && row.questionPredicted
      ? t('REVIEW_PREVIEW_FROM_TOPIC', { intent: row.questionPredicted.text })
      : row.utterance;
  return (
    <Group
      component="li"
      className={`${classes.row} print-avoid-break`}
      wrap="nowrap"
      align="flex-start"
      gap="md"
      py="sm"
    >
      <Text fw={700} c="dimmed" miw={28} ta="right" aria-hidden>
        {number}.
      </Text>
      <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
        <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
          {text}
        </Text>
        {row.observations && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {t('REVIEW_PREVIEW_OBSERVATIONS', { observations: row.observations })}
          </Text>
        )}
        {intent && (
          <Badge
            variant="light"
            tt="none"
            radius="sm"
            classNames={{ root: classes.tag, label: classes.tagLabel }}
          >
            {intent}
          </Badge>
        )}
      </Stack>
    </Group>
  );
}
