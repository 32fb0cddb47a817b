import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZItemStatus } from '@askhr/shared/versioned-values/versioned-values.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { placeholderKeys } from './keys';

const ZItemStatusList = z.array(ZItemStatus);

export function getPlaceholderStatus(tenantId: number, ids: readonly number[], signal?: AbortSignal) {
  return apiRequest('/api/Placeholders/status', ZItemStatusList, {
    tenantId,
    query: { placeholders: ids.join(',') },
    signal,
  });
}

export const placeholderStatusQueryOptions = (tenantId: number, ids: readonly number[]) =>
  queryOptions({
    queryKey: placeholderKeys.status(tenantId, ids),
    queryFn: ({ signal }) => getPlaceholderStatus(tenantId, ids, signal),
    enabled: ids.length > 0,
  });

export function usePlaceholderStatus(ids: readonly number[]) {
  return useQuery(placeholderStatusQueryOptions(useTenantId(), ids));
}
