import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TReviewOrderColumn, TReviewUtterance } from '@askhr/shared/review/review.schemas';
import { LoadError } from '../../../../components/load-error';
import type { useReviewPage } from '../../api/get-review-page';
import { ReviewSkeleton } from '../../components/review-skeleton';
import { ReviewTable } from '../../components/review-table';
import type { useReviewEdits } from '../../hooks/use-review-edits';
import type { TReviewQuery } from '../../review-query';
import { FeedbackEmpty } from './feedback-empty';

interface TFeedbackDetailsProps {
  page: ReturnType<typeof useReviewPage>;
  rows: readonly TReviewUtterance[];
  query: TReviewQuery;
  onSort(column: TReviewOrderColumn): void;
  edits: ReturnType<typeof useReviewEdits>;
}

/** The body of 'Not Helpful Feedback Details': the editable rows and Load more, or why there are none. */
export function FeedbackDetails({ page, rows, query, onSort, edits }: TFeedbackDetailsProps) {
  const { t } = useTranslation();
  if (page.isError && !page.data)
    return <LoadError messageKey="LOAD_ERROR_FEEDBACK" onRetry={() => void page.refetch()} />;
  if (!page.data) return <ReviewSkeleton />;
  if (rows.length === 0) return <FeedbackEmpty />;
  const total = page.data.pages.at(-1)?.total ?? 0;
  return (
    <Stack gap="sm">
      <ReviewTable
        rows={rows}
        orderColumn={query.orderColumn}
        desc={query.desc}
        onSort={onSort}
        rowEdit={edits.rowEdit}
        onEdit={edits.edit}
      />
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('REVIEW_SHOWN', { shown: rows.length, total })}
        </Text>
        {page.hasNextPage && (
          <Button variant="light" loading={page.isFetchingNextPage} onClick={() => void page.fetchNextPage()}>
            {t('REVIEW_LOAD_MORE')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
