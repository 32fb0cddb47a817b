import type { RouteObject } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader';
import { RequireAuth } from './auth/require-auth';
import { AppLayout } from './shell/app-layout';
import { TenantGate } from './tenant/tenant-gate';

/**
 * Every page of the portal. Pages are lazy modules exporting `Component`; access to each is
 * decided in the shell by the shared access table (menuEntryFor), not here.
 */
export const appRoutes: RouteObject[] = [
  {
    path: '/callback',
    lazy: () => import('./routes/callback-page'),
    hydrateFallbackElement: <FullPageLoader />,
  },
  {
    element: <RequireAuth />,
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      {
        element: <TenantGate />,
        children: [
          {
            element: <AppLayout />,
            children: [
              { index: true, lazy: () => import('./routes/home-page') },
              { path: 'placeholders', lazy: () => import('./routes/placeholders-page') },
              { path: 'placeholder/:id', lazy: () => import('./routes/placeholder-page') },
              { path: 'questions', lazy: () => import('./routes/questions-page') },
              { path: 'question/:id', lazy: () => import('./routes/question-page') },
              { path: 'botReactions', lazy: () => import('./routes/bot-reactions-page') },
              { path: 'botReaction/:id', lazy: () => import('./routes/bot-reaction-page') },
              { path: 'pushMessages', lazy: () => import('./routes/push-messages-page') },
              { path: 'surveys', lazy: () => import('./routes/surveys-page') },
              { path: 'surveys/:id', lazy: () => import('./routes/survey-report-page') },
              { path: 'documents/*', lazy: () => import('./routes/documents-page') },
              { path: 'reviewUtterances', lazy: () => import('./routes/review-utterances-page') },
              { path: 'reviewPreview', lazy: () => import('./routes/review-preview-page') },
              { path: 'feedback', lazy: () => import('./routes/feedback-page') },
              { path: 'itAdmin', lazy: () => import('./routes/it-admin-page') },
              { path: 'ExchangeSlackToken', lazy: () => import('./routes/exchange-slack-token-page') },
              { path: 'settings', lazy: () => import('./routes/settings-page') },
              { path: 'customQuestions', lazy: () => import('./routes/custom-questions-page') },
              { path: 'webChat', lazy: () => import('./routes/web-chat-page') },
              { path: 'users', lazy: () => import('./routes/users-page') },
              { path: '*', lazy: () => import('./routes/not-found-page') },
            ],
          },
        ],
      },
    ],
  },
];
