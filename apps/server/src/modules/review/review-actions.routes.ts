import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import type { TDb } from '../../db/client';
import { listIntents } from '../questions/questions.service';
import { deleteReviews, ratingsAggregate, reviewRowsByIds } from './review-actions.service';
import { saveReview } from './review-save.service';

/**
 * What a reviewer does with the logged utterances (spec 001 sections 2-9): preview, save (which
 * trains the bot), delete, the ratings chart and the question search. The Feedback screen reads
 * the preview and the chart and saves its rows under its own prefix, limited to Not Helpful rows.
 */
export const reviewActionsRoutes: FastifyPluginAsync<{
  db: TDb;
  /** told after a review added or removed a training utterance or an out-of-scope example */
  onKnowledgeChanged?: (customerId: number) => void;
}> = async (plugin, { db, onKnowledgeChanged = () => undefined }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const rows = { 200: z.array(ZReviewUtterance) };

  app.get(
    '/ReviewUtterances/Ids',
    {
      onRequest: app.access('reviewUtterances.ids'),
      schema: {
        tags: ['ReviewUtterances'],
        summary: 'The rows of the review preview',
        querystring: ZReviewIdsQuery,
        response: rows,
      },
    },
    async (request) => reviewRowsByIds(db, tenantOf(request).customerId, request.query),
  );

  app.get(
    '/Feedback/Ids',
    {
      onRequest: app.access('feedback.ids'),
      schema: {
        tags: ['Feedback'],
        summary: 'The Not Helpful rows of the review preview',
        querystring: ZReviewIdsQuery,
        response: rows,
      },
    },
    async (request) => reviewRowsByIds(db, tenantOf(request).customerId, request.query, { isFeedback: true }),
  );

  app.post(
    '/ReviewUtterances/',
    {
      onRequest: app.access('reviewUtterances.save'),
      schema: {
        tags: ['ReviewUtterances'],
        summary: 'Saves one reviewed row; a Training Request or Out of Scope teaches the bot',
        body: ZReviewSave,
        response: { 200: ZReviewUtterance },
      },
    },
    async (request) => saveReview(db, tenantOf(request).customerId, request.body, onKnowledgeChanged),
  );

  app.post(
    '/Feedback/',
    {
      onRequest: app.access('feedback.save'),
      schema: {
        tags: ['Feedback'],
        summary: 'Saves one reviewed Not Helpful row, as the review does',
        body: ZReviewSave,
        response: { 200: ZReviewUtterance },
      },
    },
    async (request) =>
      saveReview(db, tenantOf(request).customerId, request.body, onKnowledgeChanged, { isFeedback: true }),
  );

  app.delete(
    '/ReviewUtterances/',
    {
      onRequest: app.access('reviewUtterances.delete'),
      schema: {
        tags: ['ReviewUtterances'],
        summary: 'Deletes logged utterances',
        querystring: ZReviewDeleteQuery,
        response: { 200: ZReviewDeleted },
      },
    },
    async (request) => deleteReviews(db, tenantOf(request).customerId, request.query.ids),
  );

  app.get(
    '/ReviewUtterances/Ratings',
    {
      onRequest: app.access('reviewUtterances.ratings'),
      schema: {
        tags: ['ReviewUtterances'],
        summary: 'Rows of the filter by rating and question',
        querystring: ZRatingsQuery,
        response: { 200: ZRatingsAggregate },
      },
    },
    async (request) => ratingsAggregate(db, tenantOf(request).customerId, request.query),
  );

  app.get(
    '/Feedback/Ratings',
    {
      onRequest: app.access('feedback.ratings'),
      schema: {
        tags: ['Feedback'],
        summary: 'Not Helpful rows of the filter by question',
        querystring: ZRatingsQuery,
        response: { 200: ZRatingsAggregate },
      },
    },
    async (request) =>
      ratingsAggregate(db, tenantOf(request).customerId, request.query, { isFeedback: true }),
  );

  app.get(
    '/ReviewUtterances/Intents',
    {
      onRequest: app.access('reviewUtterances.intents'),
      schema: {
        tags: ['ReviewUtterances'],
        summary: 'The questions a row may be trained on',
        querystring: ZIntentsQuery,
        response: { 200: ZIntentList },
      },
    },
    async (request) => listIntents(db, tenantOf(request).customerId, request.query.input),
  );
};
