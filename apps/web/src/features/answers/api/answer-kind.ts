import {
  ZAnswerStatus,
  ZCountryAnswer,
  type TAnswerSaveItem,
  type TAnswerStatus,
  type TCountryAnswer,
} from '@askhr/shared/answers/answers.schemas';
import type { TListedValueKind } from '../../../components/versioned-values/value-kind';

/** Answers as a country-valued kind: one value per question and country. */
export const answerKind: TListedValueKind<TCountryAnswer, TAnswerSaveItem, TAnswerStatus> = {
  keyRoot: 'answers',
  itemSegment: 'question',
  basePath: '/api/UserAnswers',
  itemParam: 'questionId',
  valuesRequest: (questionId) => ({ path: '/api/UserAnswers/', query: { questionId } }),
  value: ZCountryAnswer,
  toCard: (answer) => answer,
  toSaveItem: (questionId, countryId, version) => ({ ...version, questionId, countryId }),
  list: { param: 'questions', status: ZAnswerStatus },
  refreshes: {
    save: ['item', 'status', 'current'],
    remove: ['item', 'status', 'current'],
    restore: ['item', 'status'],
  },
};
