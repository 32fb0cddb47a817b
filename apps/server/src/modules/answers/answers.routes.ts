import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAnswerPreview,
  ZAnswerPreviewQuery,
  ZAnswerSaveRequest,
  ZAnswersQuery,
  ZRemoveAnswerQuery,
  ZCountryAnswer,
  ZCurrentAnswersQuery,
  ZAnswerStatus,
  ZQuestionIdParams,
  ZStatusQuery,
} from '@askhr/shared/answers/answers.schemas';
import {
  ZCountryCodeParams,
  ZHistoryQuery,
  ZRemovedResult,
  ZSavedItem,
  ZSavedList,
  ZValueHistory,
  ZVersionIdParams,
} from '@askhr/shared/versioned-values/versioned-values.schemas';
import type { TDb } from '../../db/client';
import { principalOf, tenantOf } from '../../auth/guard';
import {
  answerHistory,
  answersStatus,
  currentAnswers,
  listAnswers,
  removeAnswer,
  restoreAnswer,
  saveAnswers,
} from './answers.service';
import { previewAnswer } from './answers-preview.service';

const tags = ['Answers'];
const ZAnswerList = z.array(ZCountryAnswer);

/** Per-country answers of questions (spec 000 section 7), their history and the "preview as". */
export const answersRoutes: FastifyPluginAsync<{ db: TDb }> = async (plugin, { db }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/UserAnswers/',
    {
      onRequest: app.access('answers.list'),
      schema: {
        tags,
        summary: "A question's answer in every country of the tenant, Global first",
        querystring: ZAnswersQuery,
        response: { 200: ZAnswerList },
      },
    },
    async (request) => listAnswers(db, tenantOf(request), request.query.questionId),
  );

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

  app.get(
    '/UserAnswers/:country',
    {
      onRequest: app.access('answers.list'),
      schema: {
        tags,
        summary: "A question's answer in one country",
        params: ZCountryCodeParams,
        querystring: ZAnswersQuery,
        response: { 200: ZAnswerList },
      },
    },
    async (request) => listAnswers(db, tenantOf(request), request.query.questionId, request.params.country),
  );

  app.get(
    '/UserAnswers/:questionId/history',
    {
      onRequest: app.access('answers.history'),
      schema: {
        tags,
        summary: 'Every answer version ever saved for the question, newest first',
        params: ZQuestionIdParams,
        querystring: ZHistoryQuery,
        response: { 200: ZValueHistory },
      },
    },
    async (request) =>
      answerHistory(db, tenantOf(request), request.params.questionId, request.query.countryId),
  );

  app.post(
    '/UserAnswers/',
    {
      onRequest: app.access('answers.save'),
      schema: {
        tags,
        summary: 'Saves a list of answer versions in one transaction (409 when one is stale)',
        body: ZAnswerSaveRequest,
        response: { 200: ZSavedList },
      },
    },
    async (request) => saveAnswers(db, tenantOf(request), principalOf(request), request.body),
  );

  app.post(
    '/UserAnswers/history/:versionId/restore',
    {
      onRequest: app.access('answers.restore'),
      schema: {
        tags,
        summary: 'Saves the text of a past version again, in force from now',
        params: ZVersionIdParams,
        response: { 200: ZSavedItem },
      },
    },
    async (request) => restoreAnswer(db, tenantOf(request), principalOf(request), request.params.versionId),
  );

  app.delete(
    '/UserAnswers/:country',
    {
      onRequest: app.access('answers.delete'),
      schema: {
        tags,
        summary: "Removes a country's answer; the country falls back to the global one",
        params: ZCountryCodeParams,
        querystring: ZRemoveAnswerQuery,
        response: { 200: ZRemovedResult },
      },
    },
    async (request) =>
      removeAnswer(
        db,
        tenantOf(request),
        request.params.country,
        request.query.questionId,
        request.query.versionId,
      ),
  );
};
