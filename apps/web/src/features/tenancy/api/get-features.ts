import { useQuery } from '@tanstack/react-query';
import { ZFeatureList } from '@askhr/shared/tenancy/tenancy.schemas';
import { useTenantId } from '../../../lib/tenant';
import { tenancyKeys } from './keys';
import { tenantReadOptions } from './tenant-read';

export const featuresQueryOptions = (tenantId: number) =>
  tenantReadOptions(tenantId, {
    key: tenancyKeys.features,
    path: '/api/Features/byTenant',
    schema: ZFeatureList,
    meta: { errorAction: 'LOAD_FEATURES', globalLoading: true },
  });

export function useFeatures() {
  return useQuery(featuresQueryOptions(useTenantId()));
}
