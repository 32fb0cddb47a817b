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
import { apiPlugin } from '../../auth/api-routes';
import {
  getCustomQuestion,
  listCustomQuestions,
  removeCustomQuestion,
  saveCustomQuestion,
} from './custom-questions.service';

/** Questions the tenant writes itself, with one answer (spec 001, Custom Questions). */
export const customQuestionsRoutes = apiPlugin<{
  db: TDb;
  /** told after a custom question changed, so the bot retrains */
  onKnowledgeChanged?: (customerId: number) => void;
}>((route, { db, onKnowledgeChanged = () => undefined }) => {
  route(
    'customQuestions.list',
    { querystring: ZCustomQuestionQuery, response: ZCustomQuestionList },
    async (request) => listCustomQuestions(db, tenantOf(request).customerId, request.query.search),
  );

  route(
    'customQuestions.get',
    { params: ZCustomQuestionParams, response: ZCustomQuestion },
    async (request) => getCustomQuestion(db, tenantOf(request).customerId, request.params.id),
  );

  route('customQuestions.save', { body: ZCustomQuestionSave, response: ZSavedItem }, async (request) => {
    const { customerId } = tenantOf(request);
    const saved = await saveCustomQuestion(db, customerId, principalOf(request), request.body);
    onKnowledgeChanged(customerId);
    return saved;
  });

  route(
    'customQuestions.delete',
    { params: ZCustomQuestionParams, response: { 204: z.null() } },
    async (request, reply) => {
      const { customerId } = tenantOf(request);
      await removeCustomQuestion(db, customerId, principalOf(request), request.params.id);
      onKnowledgeChanged(customerId);
      return reply.status(204).send(null);
    },
  );
});
