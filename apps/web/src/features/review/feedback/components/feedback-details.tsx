import type { ComponentProps } from 'react';
import { LoadError } from '../../../../components/load-error';
import type { useReviewPage } from '../../api/get-review-page';
import { ReviewList } from '../../components/review-list';
import { ReviewSkeleton } from '../../components/review-skeleton';
import { ReviewEmpty } from '../../components/review-empty';

type TFeedbackDetailsProps = Omit<
  ComponentProps<typeof ReviewList>,
  'total' | 'hasMore' | 'isLoadingMore' | 'onLoadMore'
> & { page: ReturnType<typeof useReviewPage> };

/** The body of 'Not Helpful Feedback Details': the editable rows and Load more, or why there are none. */
export function FeedbackDetails({ page, ...table }: TFeedbackDetailsProps) {
  if (page.isError && !page.data)
    return <LoadError messageKey="LOAD_ERROR_FEEDBACK" onRetry={() => void page.refetch()} />;
  if (!page.data) return <ReviewSkeleton />;
  if (table.rows.length === 0) return <ReviewEmpty kind="feedback" />;
  return (
    <ReviewList
      {...table}
      total={page.data.pages.at(-1)?.total ?? 0}
      hasMore={page.hasNextPage}
      isLoadingMore={page.isFetchingNextPage}
      onLoadMore={() => void page.fetchNextPage()}
    />
  );
}
