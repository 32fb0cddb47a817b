import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZCustomBot } from '@askhr/shared/it-admin/custom-bot.schemas';
import { apiRequest } from '../../../../lib/api-client';
import { useTenantId } from '../../../../lib/tenant';
import { customBotKeys } from './keys';

/** The tenant's Teams package, or the defaults while it has none. */
export function getCustomBot(tenantId: number, signal?: AbortSignal) {
  return apiRequest('/api/CustomBot/', ZCustomBot, { tenantId, signal });
}

export const customBotQueryOptions = (tenantId: number) =>
  queryOptions({
    queryKey: customBotKeys.current(tenantId),
    queryFn: ({ signal }) => getCustomBot(tenantId, signal),
    meta: { globalLoading: true, errorAction: 'LOAD_CUSTOM_BOT' },
  });

export function useCustomBot() {
  return useQuery(customBotQueryOptions(useTenantId()));
}
