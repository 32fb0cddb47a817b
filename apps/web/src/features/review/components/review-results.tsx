import { useState } from 'react';
import { Box, Button, Flex, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TReviewOrderColumn } from '@askhr/shared/review/review.schemas';
import { LoadError } from '../../../components/load-error';
import { useReviewPage } from '../api/get-review-page';
import { useReviewRatings } from '../api/get-review-ratings';
import { useReviewEdits } from '../hooks/use-review-edits';
import { useReviewSave } from '../hooks/use-review-save';
import { queryFromSearch, type TReviewFilterValues, type TReviewQuery } from '../review-query';
import { RatingsSummary } from './ratings-summary';
import { ReviewEmpty } from './review-empty';
import { ReviewFilters } from './review-filters';
import { ReviewHeader } from './review-header';
import { ReviewSkeleton } from './review-skeleton';
import { ReviewTable } from './review-table';

const uniqueById = <T extends { id: number }>(rows: T[]) => [
  ...new Map(rows.map((row) => [row.id, row])).values(),
];

/** Review Results (spec 001 section 2): filters, the ratings of the filter and the editable table. */
export function ReviewResults({ search }: { search: URLSearchParams }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState<TReviewQuery>(() => queryFromSearch(search, new Date()));
  const page = useReviewPage(query);
  const ratings = useReviewRatings(query);
  // a row logged while the reviewer reads shifts the pages: the next page may repeat a row already shown
  const rows = uniqueById(page.data?.pages.flatMap((one) => one.data) ?? []);
  const total = page.data?.pages.at(-1)?.total ?? 0;
  const edits = useReviewEdits();
  const saving = useReviewSave(rows, edits);

  const applyFilters = ({ startDay, endDay, states, ratings: chosen }: TReviewFilterValues) =>
    setQuery((current) => ({ ...current, startDay, endDay, states, ratings: chosen }));
  const sort = (column: TReviewOrderColumn) =>
    setQuery((current) => ({
      ...current,
      orderColumn: column,
      desc: current.orderColumn === column ? !current.desc : true,
    }));

  function body() {
    if (page.isError && !page.data)
      return <LoadError messageKey="LOAD_ERROR_REVIEW" onRetry={() => void page.refetch()} />;
    if (!page.data) return <ReviewSkeleton />;
    if (rows.length === 0) return <ReviewEmpty />;
    return (
      <Stack gap="sm">
        <ReviewTable
          rows={rows}
          orderColumn={query.orderColumn}
          desc={query.desc}
          onSort={sort}
          rowEdit={edits.rowEdit}
          onEdit={edits.edit}
        />
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('REVIEW_SHOWN', { shown: rows.length, total })}
          </Text>
          {page.hasNextPage && (
            <Button
              variant="light"
              loading={page.isFetchingNextPage}
              onClick={() => void page.fetchNextPage()}
            >
              {t('REVIEW_LOAD_MORE')}
            </Button>
          )}
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <ReviewHeader
        modifiedCount={edits.modifiedCount}
        isSaving={saving.isSaving}
        onSave={() => void saving.save()}
      />
      <Flex direction={{ base: 'column', md: 'row' }} gap="md" align="stretch">
        <ReviewFilters
          applied={query}
          onApply={applyFilters}
          intents={query.intents}
          onClearIntents={() => setQuery((current) => ({ ...current, intents: [] }))}
        />
        <RatingsSummary
          items={ratings.data}
          isError={ratings.isError}
          onRetry={() => void ratings.refetch()}
        />
      </Flex>
      <Box
        aria-busy={page.isPlaceholderData}
        style={{ opacity: page.isPlaceholderData ? 0.55 : 1, transition: 'opacity 150ms' }}
      >
        {body()}
      </Box>
    </Stack>
  );
}
