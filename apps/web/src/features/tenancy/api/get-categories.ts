import { useQuery } from '@tanstack/react-query';
import { ZNamedList } from '@askhr/shared/tenancy/tenancy.schemas';
import { useTenantId } from '../../../lib/tenant';
import { tenancyKeys } from './keys';
import { tenantReadOptions } from './tenant-read';

export const categoriesQueryOptions = (tenantId: number) =>
  tenantReadOptions(tenantId, {
    key: tenancyKeys.categories,
    path: '/api/Categories/',
    schema: ZNamedList,
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions(useTenantId()));
}
