import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { activeCountriesQueryOptions } from '../../features/tenancy/api/get-active-countries';
import { customSettingsQueryOptions } from '../../features/tenancy/api/get-custom-settings';
import { featuresQueryOptions } from '../../features/tenancy/api/get-features';
import { permissionsQueryOptions } from '../../features/tenancy/api/get-permissions';
import { timezoneQueryOptions } from '../../features/tenancy/api/get-timezone';
import { useSession } from '../../lib/auth/session';
import { lastTenantOf } from './tenant-choice';

/**
 * While the signed-in user loads, loads the basics of the tenant the account last worked on in this
 * browser (permissions, features, countries, settings, time zone): the shell then renders one round
 * trip sooner. Nothing shows from them until the user's tenants confirm the tenant; a tenant the
 * account has since left fails quietly and is never read.
 */
export function useEarlyTenantBasics(isUserPending: boolean) {
  const { subject } = useSession();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isUserPending || !subject) return;
    const tenantId = lastTenantOf(subject);
    if (tenantId === null) return;
    // without the error message of each: a failure here is not the user's to see
    void queryClient.prefetchQuery({ ...permissionsQueryOptions(tenantId), meta: undefined });
    void queryClient.prefetchQuery({ ...featuresQueryOptions(tenantId), meta: undefined });
    void queryClient.prefetchQuery({ ...activeCountriesQueryOptions(tenantId), meta: undefined });
    void queryClient.prefetchQuery({ ...customSettingsQueryOptions(tenantId), meta: undefined });
    void queryClient.prefetchQuery({ ...timezoneQueryOptions(tenantId), meta: undefined });
  }, [isUserPending, subject, queryClient]);
}
