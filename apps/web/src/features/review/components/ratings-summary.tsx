import { Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RATINGS } from '@askhr/shared/bot/bot.constants';
import type { TRatingsItem } from '@askhr/shared/review/review-actions.schemas';
import { LoadError } from '../../../components/load-error';
import { reviewLabel } from '../review-labels';
import { formatPercent } from '../../../lib/i18n/intl';

const COLORS: Record<number, string> = { 1: 'teal', [-1]: 'red', 0: 'gray' };

interface TRatingsSummaryProps {
  items: readonly TRatingsItem[] | undefined;
  isError: boolean;
  onRetry(): void;
}

/** The ratings of the filtered utterances, one bar per rating (spec 001 section 2: the ratings chart). */
export function RatingsSummary({ items, isError, onRetry }: TRatingsSummaryProps) {
  const { t } = useTranslation();
  const totals = Object.values(RATINGS).map((id) => ({
    id,
    total: (items ?? []).filter((item) => item.id === id).reduce((sum, item) => sum + item.total, 0),
  }));
  const all = totals.reduce((sum, rating) => sum + rating.total, 0);

  return (
    <Paper
      withBorder
      shadow="xs"
      p="md"
      radius="md"
      w={{ base: '100%', md: 350 }}
      component="section"
      aria-labelledby="review-ratings"
    >
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h5" id="review-ratings">
            {t('REVIEW_RATINGS_TITLE')}
          </Title>
          {items && (
            <Text size="sm" c="dimmed">
              {t('REVIEW_RATINGS_TOTAL', { count: all })}
            </Text>
          )}
        </Group>
        {isError && !items && <LoadError messageKey="LOAD_ERROR_RATINGS" onRetry={onRetry} />}
        {totals.map((rating) => {
          const label = reviewLabel(t, 'rating', rating.id);
          const percent = all === 0 ? 0 : Math.round((rating.total / all) * 100);
          return (
            <Stack gap={4} key={rating.id}>
              <Group justify="space-between">
                <Text size="sm">{label}</Text>
                <Text size="sm" fw={600}>
                  {items ? rating.total : '–'}
                </Text>
              </Group>
              <Progress
                value={percent}
                color={COLORS[rating.id]}
                aria-label={`${label}: ${formatPercent(percent / 100)}`}
              />
            </Stack>
          );
        })}
      </Stack>
    </Paper>
  );
}
