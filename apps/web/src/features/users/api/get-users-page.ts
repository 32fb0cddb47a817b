import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { USERS_PAGE_SIZE, ZUserPage } from '@askhr/shared/users/users.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { userKeys } from './keys';

/** One page (zero-based) of the tenant's users, those matching `search` when given. */
export function getUsersPage(tenantId: number, search: string, page: number, signal?: AbortSignal) {
  return apiRequest('/api/Users/page', ZUserPage, {
    tenantId,
    query: { search: search || undefined, offset: page * USERS_PAGE_SIZE, limit: USERS_PAGE_SIZE },
    signal,
  });
}

export const usersPageQueryOptions = (tenantId: number, search: string, page: number) =>
  queryOptions({
    queryKey: userKeys.page(tenantId, search, page),
    queryFn: ({ signal }) => getUsersPage(tenantId, search, page, signal),
    placeholderData: keepPreviousData,
    meta: { globalLoading: true },
  });

export function useUsersPage(search: string, page: number) {
  return useQuery(usersPageQueryOptions(useTenantId(), search, page));
}
