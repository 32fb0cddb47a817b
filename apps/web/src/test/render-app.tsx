import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { TClientConfiguration, TCurrentUser, TFeatureFlag } from '@askhr/shared/tenancy/tenancy.schemas';
import { AppProviders } from '../app/providers/app-providers';
import { appRoutes } from '../app/routes';
import { bindApiSession, type TApiSession } from '../lib/api-client';
import { SessionContext, type TSession } from '../lib/auth/session';
import { ClientConfigProvider } from '../lib/client-config';
import { createLoadingStore } from '../lib/loading/loading-store';
import { createQueryClient } from '../lib/query-client';
import { fakeApi, type TFakeResponse } from './fake-api';

export const TEST_CONFIG: TClientConfiguration = {
  authority: 'http://localhost/oidc',
  clientId: 'portal',
  audience: 'http://localhost/api',
  scope: 'openid profile email offline_access',
  embedded: true,
  helpWidgetUrl: null,
  supportEmail: 'support@askhr.test',
  productName: 'AskHR',
};

export function fakeSession(overrides: Partial<TSession> = {}): TSession {
  return {
    status: 'signedIn',
    returnPath: '/',
    signIn: vi.fn(async () => {}),
    signOut: vi.fn(async () => {}),
    ...overrides,
  };
}

export function createTestQueryClient(): QueryClient {
  const client = createQueryClient(createLoadingStore());
  // failures must show at once in tests, not after the production retry back-off
  client.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  return client;
}

interface TProvidersProps {
  children: ReactNode;
  session?: TSession;
  config?: TClientConfiguration;
  queryClient?: QueryClient;
}

export function TestProviders({
  children,
  session = fakeSession(),
  config = TEST_CONFIG,
  queryClient,
}: TProvidersProps) {
  return (
    <AppProviders queryClient={queryClient ?? createTestQueryClient()}>
      <ClientConfigProvider config={config}>
        <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
      </ClientConfigProvider>
    </AppProviders>
  );
}

export function userWith(tenants: readonly (readonly [number, string])[]): TCurrentUser {
  return {
    id: 7,
    email: 'ana@acme.test',
    name: 'Ana Admin',
    customerUserId: null,
    roles: [],
    customerUsers: tenants.map(([customerId, name]) => ({ customerId, customer: { name } })),
    language: null,
  };
}

export const active = (...names: string[]): TFeatureFlag[] => names.map((name) => ({ name, active: true }));

interface TTenantScenario {
  user?: TFakeResponse;
  permissions?: string[];
  features?: TFeatureFlag[];
  settings?: { key: string; value: string }[];
  /** more calls the test answers */
  routes?: Record<string, TFakeResponse>;
}

/** The calls the shell makes for one signed-in user, answered from the scenario. */
export function tenantApi({
  user,
  permissions = [],
  features = [],
  settings = [],
  routes = {},
}: TTenantScenario) {
  return fakeApi({
    ...routes,
    'GET /api/Users/current': user ?? { body: userWith([[1, 'Acme']]) },
    'GET /api/Permissions/': { body: permissions },
    'GET /api/Features/byTenant': { body: features },
    'GET /api/Countries/Active': { body: [{ id: 1, name: 'Global', code: 'GLOBAL', editable: true }] },
    'GET /api/CustomSettings/': { body: settings },
  });
}

interface TRenderAppOptions {
  path?: string;
  session?: TSession;
  apiSession?: Partial<TApiSession>;
}

/** Renders the real route tree in memory, signed in through a fake session. */
export function renderApp({ path = '/', session = fakeSession(), apiSession = {} }: TRenderAppOptions = {}) {
  const api: TApiSession = {
    getAccessToken: async () => 'test-token',
    renew: vi.fn(async () => true),
    signIn: vi.fn(async () => {}),
    ...apiSession,
  };
  bindApiSession(api);
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const queryClient = createTestQueryClient();
  const view = render(
    <TestProviders session={session} queryClient={queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...view, router, session, api, queryClient };
}
