import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZReviewPageQuery, ZReviewUtterancePage } from '@askhr/shared/review/review.schemas';
import { tenantOf } from '../../auth/guard';
import type { TDb } from '../../db/client';
import { pageReviewUtterances } from './review.service';

/** Review Results and Feedback (spec 001 sections 2 and 7): the logged employee utterances. */
export const reviewUtterancesRoutes: FastifyPluginAsync<{ db: TDb }> = async (plugin, { db }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/ReviewUtterances/page',
    {
      onRequest: app.access('reviewUtterances.page'),
      schema: {
        tags: ['ReviewUtterances'],
        summary: 'One page of logged utterances matching the filter',
        querystring: ZReviewPageQuery,
        response: { 200: ZReviewUtterancePage },
      },
    },
    async (request) => pageReviewUtterances(db, tenantOf(request).customerId, request.query),
  );

  app.get(
    '/Feedback/page',
    {
      onRequest: app.access('feedback.page'),
      schema: {
        tags: ['Feedback'],
        summary: 'One page of Not Helpful utterances matching the filter (the ratings filter is ignored)',
        querystring: ZReviewPageQuery,
        response: { 200: ZReviewUtterancePage },
      },
    },
    async (request) =>
      pageReviewUtterances(db, tenantOf(request).customerId, request.query, { isFeedback: true }),
  );
};
