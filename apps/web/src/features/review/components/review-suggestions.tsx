import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TReviewSuggestion } from '@askhr/shared/review/review-groups.schemas';
import { useReviewSuggestions } from '../api/get-review-suggestions';
import { formatPercent } from '../../../lib/i18n/intl';

interface TReviewSuggestionsProps {
  /** the review row whose message the bot ranks */
  id: number;
  onPick(question: TReviewSuggestion): void;
}

/** The questions the bot ranks first today for a row's message, as chips: one click chooses one. */
export function ReviewSuggestions({ id, onPick }: TReviewSuggestionsProps) {
  const { t } = useTranslation();
  const suggestions = useReviewSuggestions(id);
  return (
    <Stack gap={6}>
      <Text size="xs" c="dimmed" id={`review-suggestions-${id}`}>
        {t('REVIEW_SUGGESTIONS_TITLE')}
      </Text>
      {suggestions.isPending ? (
        <Group gap="xs">
          <Skeleton height={26} width={160} radius="xl" />
          <Skeleton height={26} width={120} radius="xl" />
        </Group>
      ) : suggestions.isError ? (
        <Text size="sm" c="red">
          {t('REVIEW_SUGGESTIONS_LOAD_FAILED')}
        </Text>
      ) : suggestions.data.length === 0 ? (
        <Text size="sm">{t('REVIEW_SUGGESTIONS_NONE')}</Text>
      ) : (
        <Group gap="xs" role="group" aria-labelledby={`review-suggestions-${id}`}>
          {suggestions.data.map((question) => (
            <Button
              key={question.id}
              size="compact-sm"
              radius="xl"
              variant="default"
              onClick={() => onPick(question)}
              aria-label={t('REVIEW_SUGGESTIONS_PICK', {
                text: question.text,
                score: formatPercent(question.score),
              })}
              // a long question wraps instead of being cut off
              h="auto"
              py={4}
              styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
            >
              {question.text}
            </Button>
          ))}
        </Group>
      )}
    </Stack>
  );
}
