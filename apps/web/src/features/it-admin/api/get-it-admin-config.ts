import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZItAdminConfig } from '@askhr/shared/it-admin/it-admin.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { itAdminKeys } from './keys';

export function getItAdminConfig(tenantId: number, signal?: AbortSignal) {
  return apiRequest('/api/CustomSettings/ITAdminConfig', ZItAdminConfig, { tenantId, signal });
}

export const itAdminConfigQueryOptions = (tenantId: number) =>
  queryOptions({
    queryKey: itAdminKeys.config(tenantId),
    queryFn: ({ signal }) => getItAdminConfig(tenantId, signal),
    // each read carries a new single-use install state: an old one must not be reused
    staleTime: 0,
    meta: { globalLoading: true, errorAction: 'LOAD_IT_ADMIN_CONFIG' },
  });

/** Slack workspaces and install state, channel allowed lists, support inboxes. */
export function useItAdminConfig() {
  return useQuery(itAdminConfigQueryOptions(useTenantId()));
}
