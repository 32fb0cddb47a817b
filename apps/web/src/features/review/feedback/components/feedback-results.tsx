import { useState } from 'react';
import type { RowSelectionState } from '@tanstack/react-table';
import { Box, Flex, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TReviewOrderColumn } from '@askhr/shared/review/review.schemas';
import { useReviewPage } from '../../api/get-review-page';
import { useReviewRatings } from '../../api/get-review-ratings';
import { DetailsModal } from '../../components/details-modal';
import { RatingsSummary } from '../../components/ratings-summary';
import { ReviewSelection } from '../../components/review-selection';
import { useReviewEdits } from '../../hooks/use-review-edits';
import { useReviewSave } from '../../hooks/use-review-save';
import type { TReviewQuery } from '../../review-query';
import { defaultFeedbackQuery, type TFeedbackFilterValues } from '../feedback-query';
import { FeedbackDetails } from './feedback-details';
import { FeedbackFilters } from './feedback-filters';
import { FeedbackHeader } from './feedback-header';

interface TFeedbackResultsProps {
  /** the tenant's active countries; the global template is left out of the filter */
  countries: readonly { id: number; name: string }[];
  hasRoleFilter: boolean;
}

const uniqueById = <T extends { id: number }>(rows: T[]) => [
  ...new Map(rows.map((row) => [row.id, row])).values(),
];

/**
 * Feedback (spec 001 section 2): the Not Helpful ratings employees gave, filtered, charted and
 * reviewed inline like Review Results, through the Feedback/ routes.
 */
export function FeedbackResults({ countries, hasRoleFilter }: TFeedbackResultsProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState<TReviewQuery>(() => defaultFeedbackQuery(new Date()));
  const page = useReviewPage(query, 'feedback');
  const ratings = useReviewRatings(query, 'feedback');
  // a rating given while the reviewer reads shifts the pages: the next page may repeat a row
  const rows = uniqueById(page.data?.pages.flatMap((one) => one.data) ?? []);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [openId, setOpenId] = useState<number | null>(null);
  const selected = rows.filter((row) => selection[String(row.id)]);
  const openRow = rows.find((row) => row.id === openId);
  const edits = useReviewEdits();
  const saving = useReviewSave(rows, edits, 'feedback');

  const applyFilters = (filters: TFeedbackFilterValues) =>
    setQuery((current) => ({ ...current, ...filters, roles: hasRoleFilter ? filters.roles : [] }));
  const sort = (column: TReviewOrderColumn) =>
    setQuery((current) => ({
      ...current,
      orderColumn: column,
      desc: current.orderColumn === column ? !current.desc : true,
    }));
  const applied: TFeedbackFilterValues = {
    startDay: query.startDay,
    endDay: query.endDay,
    states: query.states,
    countries: query.countries ?? [],
    roles: query.roles ?? [],
  };

  return (
    <Stack gap="md">
      <FeedbackHeader
        modifiedCount={edits.modifiedCount}
        isSaving={saving.isSaving}
        onSave={() => void saving.save()}
        selectionActions={
          <ReviewSelection
            rows={selected}
            onSetState={(state) => void saving.save({ only: selected, patch: { state } })}
            isSettingState={saving.isSaving}
            onDeleted={() => setSelection({})}
            source="feedback"
          />
        }
      />
      <Flex direction={{ base: 'column', md: 'row' }} gap="md" align="stretch">
        <FeedbackFilters
          applied={applied}
          onApply={applyFilters}
          countries={countries}
          hasRoleFilter={hasRoleFilter}
        />
        <RatingsSummary
          items={ratings.data}
          isError={ratings.isError}
          onRetry={() => void ratings.refetch()}
        />
      </Flex>
      <Stack gap="xs" component="section" aria-labelledby="feedback-details">
        <Title order={3} size="h4" id="feedback-details">
          {t('FEEDBACK_DETAILS_TITLE')}
        </Title>
        <Box
          aria-busy={page.isPlaceholderData}
          style={{ opacity: page.isPlaceholderData ? 0.55 : 1, transition: 'opacity 150ms' }}
        >
          <FeedbackDetails
            page={page}
            rows={rows}
            orderColumn={query.orderColumn}
            desc={query.desc}
            onSort={sort}
            rowEdit={edits.rowEdit}
            onEdit={edits.edit}
            selection={selection}
            onSelectionChange={setSelection}
            onOpen={(row) => setOpenId(row.id)}
            isTrainingMode={false}
          />
        </Box>
      </Stack>
      {openRow && (
        <DetailsModal
          key={openRow.id}
          row={openRow}
          edit={edits.rowEdit(openRow)}
          isSaving={saving.isSaving}
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
