import type { TReviewUtterance } from '@askhr/shared/review/review.schemas';
import type { TFeatureFlag } from '@askhr/shared/tenancy/tenancy.schemas';
import type { TFakeResponse } from './fake-api';
import { knowledgeApi } from './knowledge-api';

export const REVIEW_PAGE = '/api/ReviewUtterances/page';
export const REVIEW_SAVE = '/api/ReviewUtterances/';

/** A logged utterance as GET /api/ReviewUtterances/page returns it. */
export function reviewRow(patch: Partial<TReviewUtterance> = {}): TReviewUtterance {
  return {
    id: 1,
    date: '2026-11-20T09:30:00Z',
    userCountry: 'ES',
    userRole: 2,
    utterance: 'How many holidays do I have?',
    answerReturned: 'You have 23 days.',
    rating: 1,
    state: 1,
    observations: '',
    customerObservations: '',
    reason: null,
    fromIntent: false,
    hedged: false,
    questionPredicted: { id: 7, text: 'Holiday allowance' },
    confidenceScore: 0.92,
    returnedQuestionId: 7,
    returnedQuestionText: 'Holiday allowance',
    returnedQuestionInSubscription: true,
    reviewQuestionId: null,
    reviewQuestionText: null,
    reviewQuestionInSubscription: null,
    modelUtterance: null,
    checked: false,
    modified: false,
    error: false,
    ...patch,
  };
}

export const REVIEW_ROWS = [
  reviewRow(),
  reviewRow({
    id: 2,
    utterance: 'Can I bring my dog?',
    answerReturned: null,
    rating: -1,
    reason: 0,
    confidenceScore: 0.21,
    returnedQuestionId: null,
    returnedQuestionText: null,
    questionPredicted: { id: 42, text: 'Pets at the office' },
    observations: 'Ask HR about the pet policy',
  }),
];

type TRoute = TFakeResponse | (() => TFakeResponse);

/** The shell's calls for an admin plus the Review Results routes; `routes` overrides any of them. */
export function reviewApi({
  features = [],
  routes = {},
}: { features?: TFeatureFlag[]; routes?: Record<string, TRoute> } = {}) {
  return knowledgeApi({
    features,
    routes: {
      'GET /api/Permissions/': { body: ['admin-user'] },
      [`GET ${REVIEW_PAGE}`]: { body: { data: REVIEW_ROWS, total: 2 } },
      'GET /api/ReviewUtterances/Ratings': { body: [{ id: 1, total: 1, questionId: 7 }] },
      [`POST ${REVIEW_SAVE}`]: { body: REVIEW_ROWS[0] },
      'GET /api/ReviewUtterances/Intents': {
        body: [{ id: 9, intent: 'holidays.carry_over', text: 'Carrying holidays over' }],
      },
      ...routes,
    },
  });
}

/** The JSON bodies sent to a path with a method, in order. */
export function sentBodies(
  fetchMock: ReturnType<typeof knowledgeApi>['fetchMock'],
  method: string,
  path: string,
): unknown[] {
  return fetchMock.mock.calls
    .filter(
      ([input, init]) =>
        new URL(String(input), 'http://localhost').pathname === path && init?.method === method,
    )
    .map(([, init]) => JSON.parse(String(init?.body)));
}
