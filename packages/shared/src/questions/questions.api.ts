import { defineApi, general } from '../access/api-route';

const access = { all: general } as const;

/** Questions of the knowledge base in the API catalogue (access/api-routes.ts). */
export const QUESTIONS_API = defineApi('Questions', access, {
  // knowledge base: reading needs the general permission; the services also check that the
  // user's roles cover the country and the category of what is written
  'questions.page': {
    route: 'GET /api/Questions/page',
    summary: 'One page of questions',
  },
  'questions.intents': {
    route: 'GET /api/Questions/Intents',
    access: { any: ['normal-user', 'admin-user'] },
    summary: 'Questions whose text matches the input',
  },
  'questions.related': {
    route: 'GET /api/Questions/:id/related',
    summary: 'Questions of the same category or sharing tags',
  },
  'questions.get': {
    route: 'GET /api/Questions/:id',
    summary: 'One question with its training utterances',
  },
  'questions.save': {
    route: 'POST /api/Questions/',
    summary: 'Creates (id missing or <= 0) or updates a question (409 when its version is stale)',
  },
  'questions.delete': {
    route: 'DELETE /api/Questions/:id',
    summary: 'Deletes a question (its answers and their history are kept)',
  },
});
