import type { QueryClient } from '@tanstack/react-query';
import type { UserManager } from 'oidc-client-ts';
import { inlineClientConfiguration } from '../features/tenancy/api/get-client-configuration';
import { startSession } from '../lib/auth/user-manager';
import { createLoadingStore, type TLoadingStore } from '../lib/loading/loading-store';
import { createQueryClient } from '../lib/query-client';
import { prefetchStoredSession } from './tenant/use-early-tenant-basics';

export interface TPortalStart {
  queryClient: QueryClient;
  loadingStore: TLoadingStore;
  /** made from the configuration the server wrote into index.html; absent without one (the dev server) */
  userManager?: UserManager;
}

/**
 * What the portal does before React renders anything: with the client configuration in index.html and
 * a stored session it asks for the signed-in user and the last tenant's basics at once, so they travel
 * while the stylesheet is applied and the providers render, instead of after both.
 */
export function startPortal(): TPortalStart {
  const loadingStore = createLoadingStore();
  const queryClient = createQueryClient(loadingStore);
  const config = inlineClientConfiguration();
  if (!config) return { queryClient, loadingStore };
  const userManager = startSession(config);
  void prefetchStoredSession(userManager, queryClient);
  return { queryClient, loadingStore, userManager };
}
