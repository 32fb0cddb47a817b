import { defineApi, general } from '../access/api-route';

const access = { all: general } as const;

/** Answers of questions per country in the API catalogue (access/api-routes.ts). */
export const ANSWERS_API = defineApi('Answers', access, {
  'answers.current': {
    route: 'GET /api/UserAnswers/current',
    summary: 'The answer each question gives in one country (own or inherited global)',
  },
  'answers.status': {
    route: 'GET /api/UserAnswers/status',
    summary: 'Enabled and disabled countries per question',
  },
  'answers.preview': {
    route: 'GET /api/UserAnswers/preview',
    summary: 'What an employee of a country and role type gets on a date, or why nothing',
  },
  'answers.list': {
    route: 'GET /api/UserAnswers/',
    summary: "A question's answer in every country of the tenant, Global first",
  },
  'answers.listInCountry': {
    route: 'GET /api/UserAnswers/:country',
    summary: "A question's answer in one country",
  },
  'answers.history': {
    route: 'GET /api/UserAnswers/:questionId/history',
    summary: 'Every answer version ever saved for the question, newest first',
  },
  'answers.save': {
    route: 'POST /api/UserAnswers/',
    summary: 'Saves a list of answer versions in one transaction (409 when one is stale)',
  },
  'answers.restore': {
    route: 'POST /api/UserAnswers/history/:versionId/restore',
    summary: 'Saves the text of a past version again, in force from now',
  },
  'answers.delete': {
    route: 'DELETE /api/UserAnswers/:country',
    summary: "Removes a country's answer; the country falls back to the global one",
  },
});
