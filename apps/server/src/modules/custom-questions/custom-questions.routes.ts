import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCustomQuestion,
  ZCustomQuestionList,
  ZCustomQuestionParams,
  ZCustomQuestionQuery,
  ZCustomQuestionSave,
} from '@askhr/shared/custom-questions/custom-questions.schemas';
import { ZSavedItem } from '@askhr/shared/versioned-values/versioned-values.schemas';
import type { TDb } from '../../db/client';
import { principalOf, tenantOf } from '../../auth/guard';
import {
  getCustomQuestion,
  listCustomQuestions,
  removeCustomQuestion,
  saveCustomQuestion,
} from './custom-questions.service';

const tags = ['CustomQuestions'];

/** Questions the tenant writes itself, with one answer (spec 001, Custom Questions). */
export const customQuestionsRoutes: FastifyPluginAsync<{
  db: TDb;
  /** told after a custom question changed, so the bot retrains */
  onKnowledgeChanged?: (customerId: number) => void;
}> = async (plugin, { db, onKnowledgeChanged = () => undefined }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/CustomQuestions/',
    {
      onRequest: app.access('customQuestions.list'),
      schema: {
        tags,
        summary: 'The custom questions, those matching `search` when given',
        querystring: ZCustomQuestionQuery,
        response: { 200: ZCustomQuestionList },
      },
    },
    async (request) => listCustomQuestions(db, tenantOf(request).customerId, request.query.search),
  );

  app.get(
    '/CustomQuestions/:id',
    {
      onRequest: app.access('customQuestions.get'),
      schema: {
        tags,
        summary: 'One custom question',
        params: ZCustomQuestionParams,
        response: { 200: ZCustomQuestion },
      },
    },
    async (request) => getCustomQuestion(db, tenantOf(request).customerId, request.params.id),
  );

  app.post(
    '/CustomQuestions/',
    {
      onRequest: app.access('customQuestions.save'),
      schema: {
        tags,
        summary: 'Creates (id missing or <= 0) or updates a custom question (409 when its version is stale)',
        body: ZCustomQuestionSave,
        response: { 200: ZSavedItem },
      },
    },
    async (request) => {
      const { customerId } = tenantOf(request);
      const saved = await saveCustomQuestion(db, customerId, principalOf(request), request.body);
      onKnowledgeChanged(customerId);
      return saved;
    },
  );

  app.delete(
    '/CustomQuestions/:id',
    {
      onRequest: app.access('customQuestions.delete'),
      schema: {
        tags,
        summary: 'Deletes a custom question (Review rows that name it keep it)',
        params: ZCustomQuestionParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { customerId } = tenantOf(request);
      await removeCustomQuestion(db, customerId, principalOf(request), request.params.id);
      onKnowledgeChanged(customerId);
      return reply.status(204).send(null);
    },
  );
};
