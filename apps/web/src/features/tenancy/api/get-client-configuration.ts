import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZClientConfiguration } from '@askhr/shared/tenancy/tenancy.schemas';
import { apiRequest } from '../../../lib/api-client';
import { tenancyKeys } from './keys';

/** Read before sign-in: it names the identity provider, so it goes out without a token. */
export function getClientConfiguration(signal?: AbortSignal) {
  return apiRequest('/api/ClientConfiguration/', ZClientConfiguration, { anonymous: true, signal });
}

export const clientConfigurationQueryOptions = () =>
  queryOptions({
    queryKey: tenancyKeys.clientConfiguration,
    queryFn: ({ signal }) => getClientConfiguration(signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });

export function useClientConfiguration() {
  return useQuery(clientConfigurationQueryOptions());
}
