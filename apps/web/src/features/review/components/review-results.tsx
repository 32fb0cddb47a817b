import { useState } from 'react';
import { Box, Flex, SegmentedControl, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { useTenantTimeZone } from '../../../lib/time-zone';
import { useReviewWorkspace } from '../hooks/use-review-workspace';
import { queryFromSearch, type TReviewFilterValues } from '../review-query';
import { DetailsModal } from './details-modal';
import { RatingsSummary } from './ratings-summary';
import { ReviewEmpty } from './review-empty';
import { ReviewFilters } from './review-filters';
import { ReviewGroups } from './review-groups';
import { ReviewHeader } from './review-header';
import { ReviewList } from './review-list';
import { ReviewSelection } from './review-selection';
import { ReviewSkeleton } from './review-skeleton';

interface TReviewResultsProps {
  search: URLSearchParams;
  /** feature PeopleManagerRoleSupport: the roles filter */
  hasRoles: boolean;
  /** feature EmbeddingsModel: rows are edited in the details modal, the table shows a summary */
  isTrainingMode: boolean;
  countries: readonly { id: number; name: string }[];
}

/** Review Results (spec 001 section 2): filters, the ratings of the filter and the editable table. */
export function ReviewResults({ search, hasRoles, isTrainingMode, countries }: TReviewResultsProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<'rows' | 'groups'>('rows');
  const timeZone = useTenantTimeZone();
  const workspace = useReviewWorkspace(() => queryFromSearch(search, new Date(), timeZone));
  const { query, setQuery, page, ratings, edits, saving, openRow } = workspace;

  const applyFilters = (filters: TReviewFilterValues) => setQuery((current) => ({ ...current, ...filters }));

  function body() {
    if (page.isError && !page.data)
      return <LoadError messageKey="LOAD_ERROR_REVIEW" onRetry={() => void page.refetch()} />;
    if (!page.data) return <ReviewSkeleton />;
    if (workspace.table.rows.length === 0) return <ReviewEmpty />;
    return (
      <ReviewList
        {...workspace.table}
        total={page.data.pages.at(-1)?.total ?? 0}
        hasMore={page.hasNextPage}
        isLoadingMore={page.isFetchingNextPage}
        onLoadMore={() => void page.fetchNextPage()}
        isTrainingMode={isTrainingMode}
      />
    );
  }

  return (
    <Stack gap="md">
      <ReviewHeader
        title={t('MENU_REVIEW_RESULTS')}
        description={t('REVIEW_INFO')}
        modifiedCount={edits.modifiedCount}
        isSaving={saving.isSaving}
        onSave={() => void saving.save()}
        hasSave={!isTrainingMode}
        selectionActions={<ReviewSelection {...workspace.selectionActions} />}
      />
      <Flex direction={{ base: 'column', md: 'row' }} gap="md" align="stretch">
        <ReviewFilters
          applied={query}
          onApply={applyFilters}
          intents={query.intents}
          onClearIntents={() => setQuery((current) => ({ ...current, intents: [] }))}
          hasRoles={hasRoles}
          countries={countries}
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
          onClose={workspace.closeDetails}
          onSave={workspace.saveDetails}
        />
      )}
    </Stack>
  );
}
