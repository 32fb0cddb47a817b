import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { webChatKeys } from './keys';

export const ZWebChatConfig = z.object({ token: z.string().min(1), botUserID: z.string().min(1) });
export type TWebChatConfig = z.infer<typeof ZWebChatConfig>;

/** "Test as": who the bot believes it is talking to; null means the member's own stored values. */
export interface TTestAs {
  countryCode: string | null;
  roleId: 1 | 2 | null;
  /** ISO instant to answer as of; null is now */
  date: string | null;
}

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
