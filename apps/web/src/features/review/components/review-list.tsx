import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ReviewTable } from './review-table';

type TReviewListProps = Parameters<typeof ReviewTable>[0] & {
  total: number;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore(): void;
};

/** The table, how many of the filter's rows it shows, and the load-more control. */
export function ReviewList({ total, hasMore, isLoadingMore, onLoadMore, ...table }: TReviewListProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <ReviewTable {...table} />
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('REVIEW_SHOWN', { shown: table.rows.length, total })}
        </Text>
        {hasMore && (
          <Button variant="light" loading={isLoadingMore} onClick={onLoadMore}>
            {t('REVIEW_LOAD_MORE')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
