import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZTimeOptions } from '@askhr/shared/push/push.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { pushKeys } from './keys';

export function getTimeOptions(tenantId: number, signal?: AbortSignal) {
  return apiRequest('/api/PushMessages/timeOptions', ZTimeOptions, { tenantId, signal });
}

// a failure is silent (spec 001 section 8): the wizard then offers the frequencies it knows
export const timeOptionsQueryOptions = (tenantId: number) =>
  queryOptions({
    queryKey: pushKeys.timeOptions(tenantId),
    queryFn: ({ signal }) => getTimeOptions(tenantId, signal),
    staleTime: Infinity,
  });

export function useTimeOptions() {
  return useQuery(timeOptionsQueryOptions(useTenantId()));
}
