import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TReviewUtterance } from '@askhr/shared/review/review.schemas';

/** The question the bot returned, or else the one it predicted; it opens in a new tab. */
export function QuestionLink({ row }: { row: TReviewUtterance }) {
  const { t } = useTranslation();
  const question =
    row.returnedQuestionId !== null
      ? { id: row.returnedQuestionId, text: row.returnedQuestionText ?? '' }
      : row.questionPredicted;
  if (!question)
    return (
      <Text size="sm" c="dimmed">
        –
      </Text>
    );
  const isPredicted = row.returnedQuestionId === null;
  return (
    <>
      <Anchor
        href={`/question/${question.id}`}
        target="_blank"
        rel="noopener noreferrer"
        size="sm"
        aria-label={t('REVIEW_OPENS_NEW_TAB', { text: question.text })}
      >
        {question.text}
      </Anchor>
      {isPredicted && (
        <Text size="xs" c="dimmed">
          {t('REVIEW_PREDICTED')}
        </Text>
      )}
    </>
  );
}
