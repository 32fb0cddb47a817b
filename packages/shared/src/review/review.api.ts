import { defineApi } from '../access/api-route';

// the same requirements as the Review Results and Feedback menu entries
const reviewUtterancesAccess = { all: ['admin-user'] } as const;
const reviewUtterances = defineApi('ReviewUtterances', reviewUtterancesAccess, {
  'reviewUtterances.ids': {
    route: 'GET /api/ReviewUtterances/Ids',
    summary: 'The rows of the review preview',
  },
  'reviewUtterances.save': {
    route: 'POST /api/ReviewUtterances/',
    summary: 'Saves one reviewed row; a Training Request or Out of Scope teaches the bot',
  },
  'reviewUtterances.delete': {
    route: 'DELETE /api/ReviewUtterances/',
    summary: 'Deletes logged utterances',
  },
  'reviewUtterances.ratings': {
    route: 'GET /api/ReviewUtterances/Ratings',
    summary: 'Rows of the filter by rating and question',
  },
  'reviewUtterances.intents': {
    route: 'GET /api/ReviewUtterances/Intents',
    summary: 'The questions a row may be trained on',
  },
  'reviewUtterances.groups': {
    route: 'GET /api/ReviewUtterances/Groups',
    summary: 'Pending Review rows of the filter grouped by meaning (the newest 2,000 rows at most)',
  },
  'reviewUtterances.suggestions': {
    route: 'GET /api/ReviewUtterances/Suggestions',
    summary: "The bot's top questions today for a row's message",
  },
  'reviewUtterances.send': {
    route: 'POST /api/ReviewUtterances/Send',
    summary: 'E-mail the chosen utterances and a link to their preview, to request training',
  },
  'reviewUtterances.page': {
    route: 'GET /api/ReviewUtterances/page',
    summary: 'One page of logged utterances matching the filter',
  },
  'reviewUtterances.state': {
    route: 'POST /api/ReviewUtterances/State',
    summary: 'Sets one state on many rows; Out of Scope teaches the bot',
  },
});

const feedbackAccess = { all: ['view-feedback'], features: ['ReviewFeedback'] } as const;
const feedback = defineApi('Feedback', feedbackAccess, {
  'feedback.ids': {
    route: 'GET /api/Feedback/Ids',
    summary: 'The Not Helpful rows of the review preview',
  },
  'feedback.save': {
    route: 'POST /api/Feedback/',
    summary: 'Saves one reviewed Not Helpful row, as the review does',
  },
  'feedback.ratings': {
    route: 'GET /api/Feedback/Ratings',
    summary: 'Not Helpful rows of the filter by question',
  },
  'feedback.send': {
    route: 'POST /api/Feedback/Send',
    summary: 'E-mail the chosen Not Helpful utterances and a link to their preview',
  },
  'feedback.page': {
    route: 'GET /api/Feedback/page',
    summary: 'One page of Not Helpful utterances matching the filter (the ratings filter is ignored)',
  },
  'feedback.state': {
    route: 'POST /api/Feedback/State',
    summary: 'Sets one state on many Not Helpful rows',
  },
});

/** Review Results and Feedback in the API catalogue (access/api-routes.ts). */
export const REVIEW_API = { ...reviewUtterances, ...feedback };
