import {
  ZReviewBulkState,
  ZReviewBulkStateResult,
  ZReviewGroups,
  ZReviewGroupsQuery,
  ZReviewSuggestions,
  ZReviewSuggestionsQuery,
} from '@askhr/shared/review/review-groups.schemas';
import { tenantOf } from '../../auth/guard';
import { apiPlugin } from '../../auth/api-routes';
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
export const reviewGroupsRoutes = apiPlugin<{
  db: TDb;
  bot: TReviewBot;
  /** told after a state change added or removed an out-of-scope example or a training utterance */
  onKnowledgeChanged?: (customerId: number) => void;
}>((route, { db, bot, onKnowledgeChanged = () => undefined }) => {
  route(
    'reviewUtterances.groups',
    { querystring: ZReviewGroupsQuery, response: ZReviewGroups },
    async (request) => reviewGroups(db, bot, tenantOf(request).customerId, request.query),
  );

  for (const [routeId, isFeedback] of [
    ['reviewUtterances.state', false],
    ['feedback.state', true],
  ] as const)
    route(routeId, { body: ZReviewBulkState, response: ZReviewBulkStateResult }, async (request) =>
      setReviewStates(db, tenantOf(request).customerId, request.body, onKnowledgeChanged, { isFeedback }),
    );

  route(
    'reviewUtterances.suggestions',
    { querystring: ZReviewSuggestionsQuery, response: ZReviewSuggestions },
    async (request) => reviewSuggestions(db, bot, tenantOf(request).customerId, request.query.id),
  );
});
