import { RATINGS } from '@askhr/shared/bot/bot.constants';
import type {
  TReviewFilter,
  TReviewPageQuery,
  TReviewUtterancePage,
} from '@askhr/shared/review/review.schemas';
import { hasDayBound, isWindowValid, reviewWindow } from '@askhr/shared/review/review-window';
import type { TDb } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { tenantTimeZone } from '../settings/settings.service';
import { presentReviewRow } from './review-present';
import type { TReviewQuery } from './review-filter.repository';
import { findReviewPage } from './review.repository';

export interface TReviewPageOptions {
  /** the Feedback screen: only Not Helpful rows, whatever ratings the query names (spec 001 section 7) */
  isFeedback?: boolean;
  now?: Date;
  /** the tenant's zone, in which a day of the filter is read (UTC when not given) */
  timeZone?: string;
}

/** The options with the tenant's time zone, read only when a bound of the filter is a day. */
export async function withTenantZone(
  db: TDb,
  customerId: number,
  query: Pick<TReviewFilter, 'startDate' | 'endDate'>,
  options: TReviewPageOptions = {},
): Promise<TReviewPageOptions> {
  if (options.timeZone || !hasDayBound(query)) return options;
  return { ...options, timeZone: await tenantTimeZone(db, customerId) };
}

const mergedRoles = (query: TReviewFilter) =>
  query.roles === undefined && query.userRole === undefined
    ? undefined
    : [...new Set([...(query.roles ?? []), ...(query.userRole ?? [])])];

/** What a page, a preview or the ratings aggregate of the filter reads; a bad window is a 400. */
export function reviewQueryOf(
  query: TReviewFilter,
  { isFeedback = false, now = new Date(), timeZone }: TReviewPageOptions = {},
): TReviewQuery {
  const window = reviewWindow(query, now, timeZone);
  if (!isWindowValid(window))
    throw badRequest('The start date must not be after the end date.', {
      startDate: ['Must not be after the end date'],
    });
  return {
    ...window,
    states: query.states,
    ratings: isFeedback ? [RATINGS.notHelpful] : query.ratings,
    intents: query.intents,
    roleIds: mergedRoles(query),
    countryIds: query.countries,
    intentName: query.intentName || undefined,
    includeTests: query.includeTests ?? false,
    hedged: query.hedged,
  };
}

/**
 * One page of the tenant's review rows. Roles scoped to countries or categories limit what a user
 * may edit, not what it may read (the questions list reads unscoped too), so every row of the
 * tenant is listed to a holder of the permission.
 */
export async function pageReviewUtterances(
  db: TDb,
  customerId: number,
  query: TReviewPageQuery,
  options: TReviewPageOptions = {},
): Promise<TReviewUtterancePage> {
  const { rows, total } = await findReviewPage(
    db,
    customerId,
    reviewQueryOf(query, await withTenantZone(db, customerId, query, options)),
    { column: query.orderColumn, desc: query.desc },
    { offset: (query.page - 1) * query.pageSize, limit: query.pageSize },
  );
  return { data: rows.map(presentReviewRow), total };
}
