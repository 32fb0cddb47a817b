/**
 * Every page inside the shell: its path (a React Router pattern below /) and its module in ./routes,
 * which exports `Component`. The routes are built from this list, and the build writes each page's
 * files beside it so that the server preloads a page's code with the page itself (vite-plugins.ts).
 */
export const SHELL_PAGES = [
  { path: '', module: 'home-page' },
  { path: 'placeholders', module: 'placeholders-page' },
  { path: 'placeholder/:id', module: 'placeholder-page' },
  { path: 'questions', module: 'questions-page' },
  { path: 'question/:id', module: 'question-page' },
  { path: 'botReactions', module: 'bot-reactions-page' },
  { path: 'botReaction/:id', module: 'bot-reaction-page' },
  { path: 'pushMessages', module: 'push-messages-page' },
  { path: 'surveys', module: 'surveys-page' },
  { path: 'surveys/:id', module: 'survey-report-page' },
  { path: 'documents/*', module: 'documents-page' },
  { path: 'reviewUtterances', module: 'review-utterances-page' },
  { path: 'reviewPreview', module: 'review-preview-page' },
  { path: 'feedback', module: 'feedback-page' },
  { path: 'itAdmin', module: 'it-admin-page' },
  { path: 'ExchangeSlackToken', module: 'exchange-slack-token-page' },
  { path: 'settings', module: 'settings-page' },
  { path: 'customQuestions', module: 'custom-questions-page' },
  { path: 'webChat', module: 'web-chat-page' },
  { path: 'users', module: 'users-page' },
  { path: 'audit-trail', module: 'audit-trail-page' },
  { path: '*', module: 'not-found-page' },
] as const;

/** where a page's module lives, relative to src/app */
export const pageModulePath = (module: string) => `./routes/${module}.tsx`;
