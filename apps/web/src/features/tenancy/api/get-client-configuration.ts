import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZClientConfiguration, type TClientConfiguration } from '@askhr/shared/tenancy/tenancy.schemas';
import { apiRequest } from '../../../lib/api-client';
import { tenancyKeys } from './keys';

/** Read before sign-in: it names the identity provider, so it goes out without a token. */
export function getClientConfiguration(signal?: AbortSignal) {
  return apiRequest('/api/ClientConfiguration/', ZClientConfiguration, { anonymous: true, signal });
}

/**
 * The configuration the server wrote into index.html (the portal then starts without asking for it);
 * undefined where it did not (the Vite dev server) or when it does not read.
 */
export function inlineClientConfiguration(): TClientConfiguration | undefined {
  const text = document.getElementById('client-configuration')?.textContent;
  if (!text) return undefined;
  try {
    const parsed = ZClientConfiguration.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export const clientConfigurationQueryOptions = () =>
  queryOptions({
    queryKey: tenancyKeys.clientConfiguration,
    queryFn: ({ signal }) => getClientConfiguration(signal),
    initialData: inlineClientConfiguration,
    staleTime: Infinity,
    gcTime: Infinity,
  });

export function useClientConfiguration() {
  return useQuery(clientConfigurationQueryOptions());
}
