import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZUserList } from '@askhr/shared/users/users.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { userKeys } from './keys';

export function getCustomerSuccessManagers(tenantId: number, signal?: AbortSignal) {
  return apiRequest('/api/Users/customerSuccessManagers', ZUserList, { tenantId, signal });
}

export function useCustomerSuccessManagers() {
  const tenantId = useTenantId();
  return useQuery(
    queryOptions({
      queryKey: userKeys.customerSuccessManagers(tenantId),
      queryFn: ({ signal }) => getCustomerSuccessManagers(tenantId, signal),
    }),
  );
}
