import { defineApi, general } from '../access/api-route';

const access = { all: general, features: ['CustomQuestions'] } as const;

/** Custom questions in the API catalogue (access/api-routes.ts). */
export const CUSTOM_QUESTIONS_API = defineApi('CustomQuestions', access, {
  'customQuestions.list': {
    route: 'GET /api/CustomQuestions/',
    summary: 'The custom questions, those matching `search` when given',
  },
  'customQuestions.get': {
    route: 'GET /api/CustomQuestions/:id',
    summary: 'One custom question',
  },
  'customQuestions.save': {
    route: 'POST /api/CustomQuestions/',
    access: { all: ['edit-custom-questions'], features: ['CustomQuestions'] },
    summary: 'Creates (id missing or <= 0) or updates a custom question (409 when its version is stale)',
  },
  'customQuestions.delete': {
    route: 'DELETE /api/CustomQuestions/:id',
    access: { all: ['edit-custom-questions'], features: ['CustomQuestions'] },
    summary: 'Deletes a custom question (Review rows that name it keep it)',
  },
});
