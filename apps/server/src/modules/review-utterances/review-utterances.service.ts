import { RATINGS } from '@askhr/shared/bot/bot.constants';
import type {
  TReviewPageQuery,
  TReviewUtterance,
  TReviewUtterancePage,
} from '@askhr/shared/review/review.schemas';
import { isWindowValid, reviewWindow } from '@askhr/shared/review/review-window';
import type { TDb } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { findReviewPage, type TReviewQuery, type TReviewRow } from './review-utterances.repository';

export interface TReviewPageOptions {
  /** the Feedback screen: only Not Helpful rows, whatever ratings the query names (spec 001 section 7) */
  isFeedback?: boolean;
  now?: Date;
}

function present({ utterance: row, countryCode, predicted, returned }: TReviewRow): TReviewUtterance {
  return {
    id: row.id,
    date: row.date.toISOString(),
    userCountry: countryCode,
    userRole: row.roleId,
    utterance: row.text,
    answerReturned: row.answerText,
    rating: row.rating,
    state: row.reviewStateId,
    observations: row.observations,
    customerObservations: row.customerObservations,
    reason: row.reasonId,
    // a question chosen from the bot's buttons is logged with its id and no confidence
    fromIntent: row.predictedQuestionId !== null && row.confidence === null,
    questionPredicted: predicted,
    confidenceScore: row.confidence,
    returnedQuestionId: row.returnedQuestionId,
    returnedQuestionText: returned?.text ?? null,
    returnedQuestionInSubscription: row.inSubscription,
    // set by the review save, which does not exist yet
    reviewQuestionId: null,
    reviewQuestionText: null,
    reviewQuestionInSubscription: null,
    modelUtterance: null,
    // client-side row flags (spec 001 section 4): every row arrives unchecked and unmodified
    checked: false,
    modified: false,
    error: false,
  };
}

const mergedRoles = (query: TReviewPageQuery) =>
  query.roles === undefined && query.userRole === undefined
    ? undefined
    : [...new Set([...(query.roles ?? []), ...(query.userRole ?? [])])];

/**
 * One page of the tenant's review rows. Roles scoped to countries or categories limit what a user
 * may edit, not what it may read (the questions list reads unscoped too), so every row of the
 * tenant is listed to a holder of the permission.
 */
export async function pageReviewUtterances(
  db: TDb,
  customerId: number,
  query: TReviewPageQuery,
  { isFeedback = false, now = new Date() }: TReviewPageOptions = {},
): Promise<TReviewUtterancePage> {
  const window = reviewWindow(query, now);
  if (!isWindowValid(window))
    throw badRequest('The start date must not be after the end date.', {
      startDate: ['Must not be after the end date'],
    });
  const filter: TReviewQuery = {
    ...window,
    states: query.states,
    ratings: isFeedback ? [RATINGS.notHelpful] : query.ratings,
    intents: query.intents,
    roleIds: mergedRoles(query),
    countryIds: query.countries,
    intentName: query.intentName || undefined,
    includeTests: query.includeTests ?? false,
  };
  const { rows, total } = await findReviewPage(
    db,
    customerId,
    filter,
    { column: query.orderColumn, desc: query.desc },
    { offset: (query.page - 1) * query.pageSize, limit: query.pageSize },
  );
  return { data: rows.map(present), total };
}
