import { useState } from 'react';
import { Box, Flex, SegmentedControl, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RowSelectionState } from '@tanstack/react-table';
import type { TReviewOrderColumn } from '@askhr/shared/review/review.schemas';
import { LoadError } from '../../../components/load-error';
import { useReviewPage } from '../api/get-review-page';
import { useReviewRatings } from '../api/get-review-ratings';
import { useReviewEdits } from '../hooks/use-review-edits';
import { useReviewSave } from '../hooks/use-review-save';
import { queryFromSearch, type TReviewFilterValues, type TReviewQuery } from '../review-query';
import { DetailsModal } from './details-modal';
import { RatingsSummary } from './ratings-summary';
import { ReviewEmpty } from './review-empty';
import { ReviewFilters } from './review-filters';
import { ReviewGroups } from './review-groups';
import { ReviewHeader } from './review-header';
import { ReviewList } from './review-list';
import { ReviewSelection } from './review-selection';
import { ReviewSkeleton } from './review-skeleton';

const uniqueById = <T extends { id: number }>(rows: T[]) => [
  ...new Map(rows.map((row) => [row.id, row])).values(),
];

interface TReviewResultsProps {
  search: URLSearchParams;
  /** feature PeopleManagerRoleSupport: the roles filter */
  hasRoles: boolean;
  /** feature EmbeddingsModel: rows are edited in the details modal, the table shows a summary */
  isTrainingMode: boolean;
}

/** Review Results (spec 001 section 2): filters, the ratings of the filter and the editable table. */
export function ReviewResults({ search, hasRoles, isTrainingMode }: TReviewResultsProps) {
  const [query, setQuery] = useState<TReviewQuery>(() => queryFromSearch(search, new Date()));
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [openId, setOpenId] = useState<number | null>(null);
  const [view, setView] = useState<'rows' | 'groups'>('rows');
  const { t } = useTranslation();
  const page = useReviewPage(query);
  const ratings = useReviewRatings(query);
  // a row logged while the reviewer reads shifts the pages: the next page may repeat a row already shown
  const rows = uniqueById(page.data?.pages.flatMap((one) => one.data) ?? []);
  const selected = rows.filter((row) => selection[String(row.id)]);
  const openRow = rows.find((row) => row.id === openId);
  const edits = useReviewEdits();
  const saving = useReviewSave(rows, edits);

  const applyFilters = (filters: TReviewFilterValues) => setQuery((current) => ({ ...current, ...filters }));
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
      <ReviewList
        rows={rows}
        total={page.data.pages.at(-1)?.total ?? 0}
        hasMore={page.hasNextPage}
        isLoadingMore={page.isFetchingNextPage}
        onLoadMore={() => void page.fetchNextPage()}
        orderColumn={query.orderColumn}
        desc={query.desc}
        onSort={sort}
        rowEdit={edits.rowEdit}
        onEdit={edits.edit}
        selection={selection}
        onSelectionChange={setSelection}
        onOpen={(row) => setOpenId(row.id)}
        isTrainingMode={isTrainingMode}
      />
    );
  }

  return (
    <Stack gap="md">
      <ReviewHeader
        modifiedCount={edits.modifiedCount}
        isSaving={saving.isSaving}
        onSave={() => void saving.save()}
        hasSave={!isTrainingMode}
        selectionActions={
          <ReviewSelection
            rows={selected}
            onSetState={(state) => void saving.save({ only: selected, patch: { state } })}
            isSettingState={saving.isSaving}
            onDeleted={() => setSelection({})}
          />
        }
      />
      <Flex direction={{ base: 'column', md: 'row' }} gap="md" align="stretch">
        <ReviewFilters
          applied={query}
          onApply={applyFilters}
          intents={query.intents}
          onClearIntents={() => setQuery((current) => ({ ...current, intents: [] }))}
          hasRoles={hasRoles}
        />
        <RatingsSummary
          items={ratings.data}
          isError={ratings.isError}
          onRetry={() => void ratings.refetch()}
        />
      </Flex>
      <SegmentedControl
        aria-label={t('REVIEW_VIEW')}
        value={view}
        onChange={(value) => setView(value === 'groups' ? 'groups' : 'rows')}
        data={[
          { value: 'rows', label: t('REVIEW_VIEW_ROWS') },
          { value: 'groups', label: t('REVIEW_VIEW_GROUPS') },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      {view === 'groups' ? (
        <ReviewGroups query={query} />
      ) : (
        <Box
          aria-busy={page.isPlaceholderData}
          style={{ opacity: page.isPlaceholderData ? 0.55 : 1, transition: 'opacity 150ms' }}
        >
          {body()}
        </Box>
      )}
      {openRow && (
        <DetailsModal
          key={openRow.id}
          row={openRow}
          edit={edits.rowEdit(openRow)}
          isSaving={saving.isSaving}
          hasSuggestions
          onClose={() => setOpenId(null)}
          onSave={(row, draft) => {
            edits.edit(row, draft);
            return saving.save({ only: [row], patch: draft });
          }}
        />
      )}
    </Stack>
  );
}
