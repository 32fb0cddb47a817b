import type { LazyRouteFunction, RouteObject } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader';
import { RequireAuth } from './auth/require-auth';
import { AppLayout } from './shell/app-layout';
import { SHELL_PAGES, pageModulePath } from './pages';
import { TenantGate } from './tenant/tenant-gate';

// each module exports `Component`
const pageModules = import.meta.glob<Awaited<ReturnType<LazyRouteFunction<RouteObject>>>>(
  './routes/*-page.tsx',
);

const shellPages: RouteObject[] = SHELL_PAGES.map(({ path, module }) => {
  const lazy = pageModules[pageModulePath(module)];
  if (!lazy) throw new Error(`no page module ${module}`);
  return path === '' ? { index: true, lazy } : { path, lazy };
});

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
            children: [...shellPages],
          },
        ],
      },
    ],
  },
];
