import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZCurrentUser } from '@askhr/shared/tenancy/tenancy.schemas';
import { apiRequest } from '../../../lib/api-client';
import { tenancyKeys } from './keys';

/** Not tenant-scoped: it lists the tenants the user can choose from. */
export function getCurrentUser(signal?: AbortSignal) {
  return apiRequest('/api/Users/current', ZCurrentUser, { signal });
}

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: tenancyKeys.currentUser,
    queryFn: ({ signal }) => getCurrentUser(signal),
    staleTime: 5 * 60_000,
  });

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
