import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAnswerPreview,
  ZAnswerPreviewQuery,
  ZCountryAnswer,
  ZCurrentAnswersQuery,
  ZAnswerStatus,
  ZStatusQuery,
} from '@askhr/shared/answers/answers.schemas';
import type { TDb } from '../../db/client';
import { tenantOf } from '../../auth/guard';
import { registerValueRoutes } from '../versioned-values/value-routes';
import { answersStatus, currentAnswers } from './answers.service';
import { previewAnswer } from './answers-preview.service';
import { answersKind } from './answers.kind';

const tags = [answersKind.tag];
const ZAnswerList = z.array(ZCountryAnswer);

/** Per-country answers of questions (spec 000 section 7), their history and the "preview as". */
export const answersRoutes: FastifyPluginAsync<{ db: TDb }> = async (plugin, { db }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/UserAnswers/current',
    {
      onRequest: app.access('answers.current'),
      schema: {
        tags,
        summary: 'The answer each question gives in one country (own or inherited global)',
        querystring: ZCurrentAnswersQuery,
        response: { 200: ZAnswerList },
      },
    },
    async (request) =>
      currentAnswers(db, tenantOf(request), request.query.questions, request.query.countryFocus),
  );

  app.get(
    '/UserAnswers/status',
    {
      onRequest: app.access('answers.status'),
      schema: {
        tags,
        summary: 'Enabled and disabled countries per question',
        querystring: ZStatusQuery,
        response: { 200: z.array(ZAnswerStatus) },
      },
    },
    async (request) => answersStatus(db, tenantOf(request), request.query.questions),
  );

  app.get(
    '/UserAnswers/preview',
    {
      onRequest: app.access('answers.preview'),
      schema: {
        tags,
        summary: 'What an employee of a country and role type gets on a date, or why nothing',
        querystring: ZAnswerPreviewQuery,
        response: { 200: ZAnswerPreview },
      },
    },
    async (request) => previewAnswer(db, tenantOf(request), request.query),
  );

  registerValueRoutes(plugin, db, answersKind);
};
