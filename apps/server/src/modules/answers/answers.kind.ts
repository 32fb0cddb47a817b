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
  store: answerValues,
  card: ZCountryAnswer,
  cards: listAnswers,
  list: {
    id: 'answers.list',
    querystring: ZAnswersQuery,
    target: ({ query }) => ({ itemId: query.questionId }),
  },
  listInCountry: {
    id: 'answers.listInCountry',
    params: ZCountryCodeParams,
    querystring: ZAnswersQuery,
    target: ({ params, query }) => ({ itemId: query.questionId, country: params.country }),
  },
  history: { id: 'answers.history', params: ZQuestionIdParams, itemId: (params) => params.questionId },
  save: { id: 'answers.save', body: ZAnswerSaveRequest, itemId: (version) => version.questionId },
  restore: { id: 'answers.restore' },
  remove: { id: 'answers.delete', querystring: ZRemoveAnswerQuery, itemId: (query) => query.questionId },
});
