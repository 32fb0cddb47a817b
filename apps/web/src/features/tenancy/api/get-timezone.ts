import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZTimezoneSetting } from '@askhr/shared/tenancy/tenancy.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { tenancyKeys } from './keys';

export function getTimezone(tenantId: number, signal?: AbortSignal) {
  return apiRequest('/api/CustomSettings/Timezone', ZTimezoneSetting, { tenantId, signal });
}

export const timezoneQueryOptions = (tenantId: number) =>
  queryOptions({
    queryKey: tenancyKeys.timezone(tenantId),
    queryFn: ({ signal }) => getTimezone(tenantId, signal),
    staleTime: 5 * 60_000,
    meta: { errorAction: 'LOAD_SETTINGS' },
  });

/** The company's time zone (spec 000 section 9: default UTC); schedule dates are typed in it. */
export function useTimezone(): string {
  const { data } = useQuery(timezoneQueryOptions(useTenantId()));
  return data?.reportsTimeZone || 'UTC';
}
