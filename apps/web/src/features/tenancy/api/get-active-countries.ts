import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZCountryList } from '@askhr/shared/tenancy/tenancy.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { tenancyKeys } from './keys';

export function getActiveCountries(tenantId: number, signal?: AbortSignal) {
  return apiRequest('/api/Countries/Active', ZCountryList, { tenantId, signal });
}

export const activeCountriesQueryOptions = (tenantId: number) =>
  queryOptions({
    queryKey: tenancyKeys.activeCountries(tenantId),
    queryFn: ({ signal }) => getActiveCountries(tenantId, signal),
    staleTime: 5 * 60_000,
    meta: { errorAction: 'LOAD_COUNTRIES' },
  });

export function useActiveCountries() {
  return useQuery(activeCountriesQueryOptions(useTenantId()));
}
