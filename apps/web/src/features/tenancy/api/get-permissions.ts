import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPermissionList } from '@askhr/shared/tenancy/tenancy.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { tenancyKeys } from './keys';

export function getPermissions(tenantId: number, signal?: AbortSignal) {
  return apiRequest('/api/Permissions/', ZPermissionList, { tenantId, signal });
}

export const permissionsQueryOptions = (tenantId: number) =>
  queryOptions({
    queryKey: tenancyKeys.permissions(tenantId),
    queryFn: ({ signal }) => getPermissions(tenantId, signal),
    staleTime: 5 * 60_000,
    meta: { errorAction: 'LOAD_PERMISSIONS', globalLoading: true },
  });

export function usePermissions() {
  return useQuery(permissionsQueryOptions(useTenantId()));
}
