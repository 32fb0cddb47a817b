import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import {
  getQuestion,
  listIntents,
  pageQuestions,
  loadRelatedIndex,
  relatedQuestions,
  removeQuestion,
  saveQuestion,
} from './questions.service';

const tags = ['Questions'];

/** The knowledge base's questions (spec 000 sections 2 and 7). */
export const questionsRoutes: FastifyPluginAsync<{
  db: TDb;
  /** told after a question or its training utterances changed, so the bot retrains */
  onKnowledgeChanged?: (customerId: number) => void;
}> = async (plugin, { db, onKnowledgeChanged = () => undefined }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  // the ranking's view of every question, worked out again when the tenant's knowledge changes
  const relatedIndexes = createStampedCache(db, (customerId) => loadRelatedIndex(db, customerId));

  app.get(
    '/Questions/page',
    {
      onRequest: app.access('questions.page'),
      schema: {
        tags,
        summary: 'One page of questions',
        querystring: ZPageQuery,
        response: { 200: ZQuestionPage },
      },
    },
    async (request) => pageQuestions(db, tenantOf(request), request.query),
  );

  app.get(
    '/Questions/Intents',
    {
      onRequest: app.access('questions.intents'),
      schema: {
        tags,
        summary: 'Questions whose text matches the input',
        querystring: ZIntentsQuery,
        response: { 200: ZIntentList },
      },
    },
    async (request) => listIntents(db, tenantOf(request).customerId, request.query.input),
  );

  app.get(
    '/Questions/:id/related',
    {
      onRequest: app.access('questions.related'),
      schema: {
        tags,
        summary: 'Questions of the same category or sharing tags',
        params: ZQuestionParams,
        response: { 200: ZRelatedQuestionList },
      },
    },
    async (request) => relatedQuestions(db, relatedIndexes, tenantOf(request).customerId, request.params.id),
  );

  app.get(
    '/Questions/:id',
    {
      onRequest: app.access('questions.get'),
      schema: {
        tags,
        summary: 'One question with its training utterances',
        params: ZQuestionParams,
        response: { 200: ZQuestion },
      },
    },
    async (request) => getQuestion(db, tenantOf(request).customerId, request.params.id),
  );

  app.post(
    '/Questions/',
    {
      onRequest: app.access('questions.save'),
      schema: {
        tags,
        summary: 'Creates (id missing or <= 0) or updates a question (409 when its version is stale)',
        body: ZQuestionSave,
        response: { 200: ZSavedItem },
      },
    },
    async (request) => {
      const saved = await saveQuestion(db, tenantOf(request), request.body);
      onKnowledgeChanged(saved.customerId);
      return saved;
    },
  );

  app.delete(
    '/Questions/:id',
    {
      onRequest: app.access('questions.delete'),
      schema: {
        tags,
        summary: 'Deletes a question (its answers and their history are kept)',
        params: ZQuestionParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeQuestion(db, tenantOf(request), principalOf(request), request.params.id);
      onKnowledgeChanged(tenantOf(request).customerId);
      return reply.status(204).send(null);
    },
  );
};
