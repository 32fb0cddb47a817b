import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZRoleList } from '@askhr/shared/tenancy/tenancy.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { userKeys } from './keys';

export function getRoles(tenantId: number, signal?: AbortSignal) {
  return apiRequest('/api/Roles/', ZRoleList, { tenantId, signal });
}

export function useRoles() {
  const tenantId = useTenantId();
  return useQuery(
    queryOptions({ queryKey: userKeys.roles(tenantId), queryFn: ({ signal }) => getRoles(tenantId, signal) }),
  );
}
