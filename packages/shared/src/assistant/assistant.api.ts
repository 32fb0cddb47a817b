import { defineApi, general } from '../access/api-route';

const access = { all: general, features: ['AIAnswerAssistant'] } as const;

/** The AI answer assistant in the API catalogue (access/api-routes.ts). */
export const ASSISTANT_API = defineApi('Answers', access, {
  'answers.generate': {
    route: 'POST /api/UserAnswers/:id/generate',
    summary: 'Suggests an answer to the question from an uploaded PDF',
  },
});
