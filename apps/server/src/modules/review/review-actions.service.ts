import { RATINGS } from '@askhr/shared/bot/bot.constants';
import type { TRatingsItem, TReviewIdsQuery } from '@askhr/shared/review/review-actions.schemas';
import type { TReviewFilter, TReviewUtterance } from '@askhr/shared/review/review.schemas';
import type { TDb } from '../../db/client';
import { deleteReviewRows } from './review-actions.repository';
import { presentReviewRow } from './review-present';
import { countRatings } from './review-counts.repository';
import { findReviewRows } from './review.repository';
import { reviewQueryOf, withTenantZone, type TReviewPageOptions } from './review.service';

/**
 * The rows of the review preview, newest first: ids of another tenant or of no row are left out,
 * as are rows other than Not Helpful when the preview was opened from Feedback.
 */
export async function reviewRowsByIds(
  db: TDb,
  customerId: number,
  query: TReviewIdsQuery,
  { isFeedback = false }: { isFeedback?: boolean } = {},
): Promise<TReviewUtterance[]> {
  const onlyNotHelpful = isFeedback || query.fromFeedback === true;
  const rows = await findReviewRows(
    db,
    customerId,
    query.ids ?? [],
    onlyNotHelpful ? [RATINGS.notHelpful] : undefined,
  );
  return rows.map(presentReviewRow);
}

/** Deletes the tenant's rows among `ids`; what their reviews taught the bot stays. */
export async function deleteReviews(db: TDb, customerId: number, ids: number[]) {
  return { deleted: await deleteReviewRows(db, customerId, ids) };
}

/** The ratings chart beside the filter: rows per rating and settled question. */
export async function ratingsAggregate(
  db: TDb,
  customerId: number,
  filter: TReviewFilter,
  options: TReviewPageOptions = {},
): Promise<TRatingsItem[]> {
  return countRatings(
    db,
    customerId,
    reviewQueryOf(filter, await withTenantZone(db, customerId, filter, options)),
  );
}
