import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZWebChatConfig } from '@askhr/shared/webchat/webchat.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { webChatKeys, type TTestAs } from './keys';

export function getWebChatConfig(tenantId: number, testAs: TTestAs, signal?: AbortSignal) {
  return apiRequest('/api/Users/webChat/config', ZWebChatConfig, {
    tenantId,
    signal,
    query: { countryCode: testAs.countryCode, roleId: testAs.roleId, date: testAs.date },
  });
}

export const webChatConfigQueryOptions = (tenantId: number, testAs: TTestAs) =>
  queryOptions({
    queryKey: webChatKeys.config(tenantId, testAs),
    queryFn: ({ signal }) => getWebChatConfig(tenantId, testAs, signal),
    // a token starts one conversation: a new one is fetched on purpose, never in the background
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: 1,
    meta: { errorAction: 'LOAD_WEB_CHAT' },
  });

export function useWebChatConfig(testAs: TTestAs) {
  return useQuery(webChatConfigQueryOptions(useTenantId(), testAs));
}
