import { z } from 'zod';
import { ZSavedItem } from '@askhr/shared/versioned-values/versioned-values.schemas';
import {
  ZIntentList,
  ZIntentsQuery,
  ZPageQuery,
  ZQuestion,
  ZQuestionPage,
  ZQuestionParams,
  ZQuestionSave,
  ZRelatedQuestionList,
} from '@askhr/shared/questions/questions.schemas';
import type { TDb } from '../../db/client';
import { createStampedCache } from '../versioned-values/knowledge-stamps';
import { principalOf, tenantOf } from '../../auth/guard';
import { apiPlugin } from '../../auth/api-routes';
import {
  getQuestion,
  listIntents,
  pageQuestions,
  loadRelatedIndex,
  relatedQuestions,
  removeQuestion,
  saveQuestion,
} from './questions.service';

/** The knowledge base's questions (spec 000 sections 2 and 7). */
export const questionsRoutes = apiPlugin<{
  db: TDb;
  /** told after a question or its training utterances changed, so the bot retrains */
  onKnowledgeChanged?: (customerId: number) => void;
}>((route, { db, onKnowledgeChanged = () => undefined }) => {
  // the ranking's view of every question, worked out again when the tenant's knowledge changes
  const relatedIndexes = createStampedCache(db, (customerId) => loadRelatedIndex(db, customerId));

  route('questions.page', { querystring: ZPageQuery, response: ZQuestionPage }, async (request) =>
    pageQuestions(db, tenantOf(request), request.query),
  );

  route('questions.intents', { querystring: ZIntentsQuery, response: ZIntentList }, async (request) =>
    listIntents(db, tenantOf(request).customerId, request.query.input),
  );

  route('questions.related', { params: ZQuestionParams, response: ZRelatedQuestionList }, async (request) =>
    relatedQuestions(db, relatedIndexes, tenantOf(request).customerId, request.params.id),
  );

  route('questions.get', { params: ZQuestionParams, response: ZQuestion }, async (request) =>
    getQuestion(db, tenantOf(request).customerId, request.params.id),
  );

  route('questions.save', { body: ZQuestionSave, response: ZSavedItem }, async (request) => {
    const saved = await saveQuestion(db, tenantOf(request), request.body);
    onKnowledgeChanged(saved.customerId);
    return saved;
  });

  route(
    'questions.delete',
    { params: ZQuestionParams, response: { 204: z.null() } },
    async (request, reply) => {
      await removeQuestion(db, tenantOf(request), principalOf(request), request.params.id);
      onKnowledgeChanged(tenantOf(request).customerId);
      return reply.status(204).send(null);
    },
  );
});
