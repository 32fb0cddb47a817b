import { useQuery } from '@tanstack/react-query';
import { ZNamedList } from '@askhr/shared/tenancy/tenancy.schemas';
import { useTenantId } from '../../../lib/tenant';
import { tenancyKeys } from './keys';
import { tenantReadOptions } from './tenant-read';

export const tagsQueryOptions = (tenantId: number) =>
  tenantReadOptions(tenantId, {
    key: tenancyKeys.tags,
    path: '/api/Tags/',
    schema: ZNamedList,
  });

export function useTags() {
  return useQuery(tagsQueryOptions(useTenantId()));
}
