import { Box, Flex, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTenantTimeZone } from '../../../../lib/time-zone';
import { DetailsModal } from '../../components/details-modal';
import { RatingsSummary } from '../../components/ratings-summary';
import { ReviewFilters } from '../../components/review-filters';
import { ReviewHeader } from '../../components/review-header';
import { ReviewSelection } from '../../components/review-selection';
import { useReviewWorkspace } from '../../hooks/use-review-workspace';
import type { TReviewFilterValues } from '../../review-query';
import { defaultFeedbackQuery } from '../feedback-query';
import { FeedbackDetails } from './feedback-details';

interface TFeedbackResultsProps {
  /** the tenant's active countries; the global template is left out of the filter */
  countries: readonly { id: number; name: string }[];
  hasRoleFilter: boolean;
}

/**
 * Feedback (spec 001 section 2): the Not Helpful ratings employees gave, filtered, charted and
 * reviewed inline like Review Results, through the Feedback/ routes.
 */
export function FeedbackResults({ countries, hasRoleFilter }: TFeedbackResultsProps) {
  const { t } = useTranslation();
  const timeZone = useTenantTimeZone();
  const workspace = useReviewWorkspace(() => defaultFeedbackQuery(new Date(), timeZone), 'feedback');
  const { query, setQuery, page, ratings, edits, saving, openRow } = workspace;

  const applyFilters = (filters: TReviewFilterValues) => setQuery((current) => ({ ...current, ...filters }));

  return (
    <Stack gap="md">
      <ReviewHeader
        title={t('MENU_FEEDBACK')}
        description={t('FEEDBACK_INFO')}
        modifiedCount={edits.modifiedCount}
        isSaving={saving.isSaving}
        onSave={() => void saving.save()}
        hasSave
        selectionActions={<ReviewSelection {...workspace.selectionActions} />}
      />
      <Flex direction={{ base: 'column', md: 'row' }} gap="md" align="stretch">
        <ReviewFilters
          applied={query}
          onApply={applyFilters}
          hasRoles={hasRoleFilter}
          countries={countries}
          isFeedback
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
          <FeedbackDetails page={page} {...workspace.table} isTrainingMode={false} />
        </Box>
      </Stack>
      {openRow && (
        <DetailsModal
          key={openRow.id}
          row={openRow}
          edit={edits.rowEdit(openRow)}
          isSaving={saving.isSaving}
          onClose={workspace.closeDetails}
          onSave={workspace.saveDetails}
        />
      )}
    </Stack>
  );
}
