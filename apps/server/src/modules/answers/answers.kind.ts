import {
  ZAnswerSaveRequest,
  ZAnswersQuery,
  ZCountryAnswer,
  ZQuestionIdParams,
  ZRemoveAnswerQuery,
} from '@askhr/shared/answers/answers.schemas';
import { ZCountryCodeParams } from '@askhr/shared/versioned-values/versioned-values.schemas';
import { valueKind } from '../versioned-values/value-routes';
import { answerValues, listAnswers } from './answers.service';

/** Answers of questions (spec 000 section 7): the routes they share with every country-valued kind. */
export const answersKind = valueKind({
  tag: 'Answers',
  store: answerValues,
  card: ZCountryAnswer,
  cards: listAnswers,
  list: {
    path: '/UserAnswers/',
    access: 'answers.list',
    summary: "A question's answer in every country of the tenant, Global first",
    querystring: ZAnswersQuery,
    target: ({ query }) => ({ itemId: query.questionId }),
  },
  listInCountry: {
    path: '/UserAnswers/:country',
    access: 'answers.list',
    summary: "A question's answer in one country",
    params: ZCountryCodeParams,
    querystring: ZAnswersQuery,
    target: ({ params, query }) => ({ itemId: query.questionId, country: params.country }),
  },
  history: {
    path: '/UserAnswers/:questionId/history',
    access: 'answers.history',
    summary: 'Every answer version ever saved for the question, newest first',
    params: ZQuestionIdParams,
    itemId: (params) => params.questionId,
  },
  save: {
    path: '/UserAnswers/',
    access: 'answers.save',
    summary: 'Saves a list of answer versions in one transaction (409 when one is stale)',
    body: ZAnswerSaveRequest,
    itemId: (version) => version.questionId,
  },
  restore: {
    path: '/UserAnswers/history/:versionId/restore',
    access: 'answers.restore',
    summary: 'Saves the text of a past version again, in force from now',
  },
  remove: {
    path: '/UserAnswers/:country',
    access: 'answers.delete',
    summary: "Removes a country's answer; the country falls back to the global one",
    querystring: ZRemoveAnswerQuery,
    itemId: (query) => query.questionId,
  },
});
