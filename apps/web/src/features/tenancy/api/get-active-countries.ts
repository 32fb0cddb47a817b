import { useQuery } from '@tanstack/react-query';
import { ZCountryList } from '@askhr/shared/tenancy/tenancy.schemas';
import { useTenantId } from '../../../lib/tenant';
import { tenancyKeys } from './keys';
import { tenantReadOptions } from './tenant-read';

export const activeCountriesQueryOptions = (tenantId: number) =>
  tenantReadOptions(tenantId, {
    key: tenancyKeys.activeCountries,
    path: '/api/Countries/Active',
    schema: ZCountryList,
    meta: { errorAction: 'LOAD_COUNTRIES' },
  });

export function useActiveCountries() {
  return useQuery(activeCountriesQueryOptions(useTenantId()));
}
