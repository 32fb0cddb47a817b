import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZReviewBulkState,
  ZReviewBulkStateResult,
  ZReviewGroups,
  ZReviewGroupsQuery,
  ZReviewSuggestions,
  ZReviewSuggestionsQuery,
} from '@askhr/shared/review/review-groups.schemas';
import { tenantOf } from '../../auth/guard';
import type { TDb } from '../../db/client';
import type { TReviewBot } from './review-bot';
import { setReviewStates } from './review-bulk.service';
import { reviewGroups } from './review-groups.service';
import { reviewSuggestions } from './review-suggestions.service';

/**
 * Reviewing many rows at once: the unreviewed messages grouped by meaning, one state for many
 * rows (also from Feedback, for its Not Helpful rows), and the questions the bot would rank first
 * for a row today.
 */
export const reviewGroupsRoutes: FastifyPluginAsync<{
  db: TDb;
  bot: TReviewBot;
  /** told after a state change added or removed an out-of-scope example or a training utterance */
  onKnowledgeChanged?: (customerId: number) => void;
}> = async (plugin, { db, bot, onKnowledgeChanged = () => undefined }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/ReviewUtterances/Groups',
    {
      onRequest: app.access('reviewUtterances.groups'),
      schema: {
        tags: ['ReviewUtterances'],
        summary: 'Pending Review rows of the filter grouped by meaning (the newest 2,000 rows at most)',
        querystring: ZReviewGroupsQuery,
        response: { 200: ZReviewGroups },
      },
    },
    async (request) => reviewGroups(db, bot, tenantOf(request).customerId, request.query),
  );

  for (const [prefix, routeId, isFeedback] of [
    ['ReviewUtterances', 'reviewUtterances.state', false],
    ['Feedback', 'feedback.state', true],
  ] as const)
    app.post(
      `/${prefix}/State`,
      {
        onRequest: app.access(routeId),
        schema: {
          tags: [prefix],
          summary: isFeedback
            ? 'Sets one state on many Not Helpful rows'
            : 'Sets one state on many rows; Out of Scope teaches the bot',
          body: ZReviewBulkState,
          response: { 200: ZReviewBulkStateResult },
        },
      },
      async (request) =>
        setReviewStates(db, tenantOf(request).customerId, request.body, onKnowledgeChanged, { isFeedback }),
    );

  app.get(
    '/ReviewUtterances/Suggestions',
    {
      onRequest: app.access('reviewUtterances.suggestions'),
      schema: {
        tags: ['ReviewUtterances'],
        summary: "The bot's top questions today for a row's message",
        querystring: ZReviewSuggestionsQuery,
        response: { 200: ZReviewSuggestions },
      },
    },
    async (request) => reviewSuggestions(db, bot, tenantOf(request).customerId, request.query.id),
  );
};
