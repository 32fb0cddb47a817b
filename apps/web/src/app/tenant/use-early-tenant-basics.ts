import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { activeCountriesQueryOptions } from '../../features/tenancy/api/get-active-countries';
import { currentUserQueryOptions } from '../../features/tenancy/api/get-current-user';
import { customSettingsQueryOptions } from '../../features/tenancy/api/get-custom-settings';
import { featuresQueryOptions } from '../../features/tenancy/api/get-features';
import { permissionsQueryOptions } from '../../features/tenancy/api/get-permissions';
import { timezoneQueryOptions } from '../../features/tenancy/api/get-timezone';
import { useSession } from '../../lib/auth/session';
import { lastTenantOf } from './tenant-choice';

/**
 * Loads the basics of the tenant the account (its OIDC subject) last worked on in this browser:
 * permissions, features, countries, settings, time zone. Nothing shows from them until the user's
 * tenants confirm the tenant; a tenant the account has since left fails quietly and is never read.
 */
export function prefetchTenantBasics(queryClient: QueryClient, subject: string) {
  const tenantId = lastTenantOf(subject);
  if (tenantId === null) return;
  // without the error message of each: a failure here is not the user's to see
  void queryClient.prefetchQuery({ ...permissionsQueryOptions(tenantId), meta: undefined });
  void queryClient.prefetchQuery({ ...featuresQueryOptions(tenantId), meta: undefined });
  void queryClient.prefetchQuery({ ...activeCountriesQueryOptions(tenantId), meta: undefined });
  void queryClient.prefetchQuery({ ...customSettingsQueryOptions(tenantId), meta: undefined });
  void queryClient.prefetchQuery({ ...timezoneQueryOptions(tenantId), meta: undefined });
}

/**
 * As the portal starts with a stored session: asks for the signed-in user and the last tenant's basics
 * at once, before the session provider and the route guards have rendered around them.
 */
export async function prefetchStoredSession(
  userManager: { getUser(): Promise<{ expired?: boolean; profile: { sub: string } } | null> },
  queryClient: QueryClient,
) {
  const user = await userManager.getUser().catch(() => null);
  if (!user || user.expired) return;
  void queryClient.prefetchQuery(currentUserQueryOptions());
  prefetchTenantBasics(queryClient, user.profile.sub);
}

/** The same while the signed-in user loads after a sign-in: the shell then renders one round trip sooner. */
export function useEarlyTenantBasics(isUserPending: boolean) {
  const { subject } = useSession();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (isUserPending && subject) prefetchTenantBasics(queryClient, subject);
  }, [isUserPending, subject, queryClient]);
}
