import { ZReviewPageQuery, ZReviewUtterancePage } from '@askhr/shared/review/review.schemas';
import { tenantOf } from '../../auth/guard';
import { apiPlugin } from '../../auth/api-routes';
import type { TDb } from '../../db/client';
import { pageReviewUtterances } from './review.service';

/** Review Results and Feedback (spec 001 sections 2 and 7): the logged employee utterances. */
export const reviewUtterancesRoutes = apiPlugin<{ db: TDb }>((route, { db }) => {
  route(
    'reviewUtterances.page',
    { querystring: ZReviewPageQuery, response: ZReviewUtterancePage },
    async (request) => pageReviewUtterances(db, tenantOf(request).customerId, request.query),
  );

  route('feedback.page', { querystring: ZReviewPageQuery, response: ZReviewUtterancePage }, async (request) =>
    pageReviewUtterances(db, tenantOf(request).customerId, request.query, { isFeedback: true }),
  );
});
