import { z } from 'zod';
import { ZIntentList, ZIntentsQuery } from '@askhr/shared/questions/questions.schemas';
import {
  ZRatingsAggregate,
  ZRatingsQuery,
  ZReviewDeleted,
  ZReviewDeleteQuery,
  ZReviewIdsQuery,
  ZReviewSave,
} from '@askhr/shared/review/review-actions.schemas';
import { ZReviewUtterance } from '@askhr/shared/review/review.schemas';
import { tenantOf } from '../../auth/guard';
import { apiPlugin } from '../../auth/api-routes';
import type { TDb } from '../../db/client';
import { listIntents } from '../questions/questions.service';
import { deleteReviews, ratingsAggregate, reviewRowsByIds } from './review-actions.service';
import { saveReview } from './review-save.service';

/**
 * What a reviewer does with the logged utterances (spec 001 sections 2-9): preview, save (which
 * trains the bot), delete, the ratings chart and the question search. The Feedback screen reads
 * the preview and the chart and saves its rows under its own prefix, limited to Not Helpful rows.
 */
export const reviewActionsRoutes = apiPlugin<{
  db: TDb;
  /** told after a review added or removed a training utterance or an out-of-scope example */
  onKnowledgeChanged?: (customerId: number) => void;
}>((route, { db, onKnowledgeChanged = () => undefined }) => {
  const rows = { 200: z.array(ZReviewUtterance) };

  route('reviewUtterances.ids', { querystring: ZReviewIdsQuery, response: rows }, async (request) =>
    reviewRowsByIds(db, tenantOf(request).customerId, request.query),
  );

  route('feedback.ids', { querystring: ZReviewIdsQuery, response: rows }, async (request) =>
    reviewRowsByIds(db, tenantOf(request).customerId, request.query, { isFeedback: true }),
  );

  route('reviewUtterances.save', { body: ZReviewSave, response: ZReviewUtterance }, async (request) =>
    saveReview(db, tenantOf(request).customerId, request.body, onKnowledgeChanged),
  );

  route('feedback.save', { body: ZReviewSave, response: ZReviewUtterance }, async (request) =>
    saveReview(db, tenantOf(request).customerId, request.body, onKnowledgeChanged, { isFeedback: true }),
  );

  route(
    'reviewUtterances.delete',
    { querystring: ZReviewDeleteQuery, response: ZReviewDeleted },
    async (request) => deleteReviews(db, tenantOf(request).customerId, request.query.ids),
  );

  route(
    'reviewUtterances.ratings',
    { querystring: ZRatingsQuery, response: ZRatingsAggregate },
    async (request) => ratingsAggregate(db, tenantOf(request).customerId, request.query),
  );

  route('feedback.ratings', { querystring: ZRatingsQuery, response: ZRatingsAggregate }, async (request) =>
    ratingsAggregate(db, tenantOf(request).customerId, request.query, { isFeedback: true }),
  );

  route('reviewUtterances.intents', { querystring: ZIntentsQuery, response: ZIntentList }, async (request) =>
    listIntents(db, tenantOf(request).customerId, request.query.input),
  );
});
