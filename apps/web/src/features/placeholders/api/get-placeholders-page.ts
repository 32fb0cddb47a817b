import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZPlaceholderPage } from '@askhr/shared/placeholders/placeholders.schemas';
import { apiRequest } from '../../../lib/api-client';
import { toPageParams, type TListQuery } from '../../../lib/list-query';
import { useTenantId } from '../../../lib/tenant';
import { placeholderKeys } from './keys';

export function getPlaceholdersPage(tenantId: number, query: TListQuery, signal?: AbortSignal) {
  return apiRequest('/api/Placeholders/page', ZPlaceholderPage, {
    tenantId,
    query: toPageParams(query),
    signal,
  });
}

export const placeholdersPageQueryOptions = (tenantId: number, query: TListQuery) =>
  queryOptions({
    queryKey: placeholderKeys.page(tenantId, query),
    queryFn: ({ signal }) => getPlaceholdersPage(tenantId, query, signal),
    placeholderData: keepPreviousData,
    meta: { globalLoading: true },
  });

export function usePlaceholdersPage(query: TListQuery, enabled = true) {
  return useQuery({ ...placeholdersPageQueryOptions(useTenantId(), query), enabled });
}
