import { useQuery } from '@tanstack/react-query';
import { ZPermissionList } from '@askhr/shared/tenancy/tenancy.schemas';
import { useTenantId } from '../../../lib/tenant';
import { tenancyKeys } from './keys';
import { tenantReadOptions } from './tenant-read';

export const permissionsQueryOptions = (tenantId: number) =>
  tenantReadOptions(tenantId, {
    key: tenancyKeys.permissions,
    path: '/api/Permissions/',
    schema: ZPermissionList,
    meta: { errorAction: 'LOAD_PERMISSIONS', globalLoading: true },
  });

export function usePermissions() {
  return useQuery(permissionsQueryOptions(useTenantId()));
}
