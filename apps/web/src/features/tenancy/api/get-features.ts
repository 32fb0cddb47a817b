import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZFeatureList } from '@askhr/shared/tenancy/tenancy.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { tenancyKeys } from './keys';

export function getFeatures(tenantId: number, signal?: AbortSignal) {
  return apiRequest('/api/Features/byTenant', ZFeatureList, { tenantId, signal });
}

export const featuresQueryOptions = (tenantId: number) =>
  queryOptions({
    queryKey: tenancyKeys.features(tenantId),
    queryFn: ({ signal }) => getFeatures(tenantId, signal),
    staleTime: 5 * 60_000,
    meta: { errorAction: 'LOAD_FEATURES', globalLoading: true },
  });

export function useFeatures() {
  return useQuery(featuresQueryOptions(useTenantId()));
}
