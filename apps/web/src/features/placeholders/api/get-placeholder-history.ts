import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZValueHistoryEntry } from '@askhr/shared/versioned-values/versioned-values.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { placeholderKeys } from './keys';

const ZHistory = z.array(ZValueHistoryEntry);

export function getPlaceholderHistory(tenantId: number, id: number, countryId: number, signal?: AbortSignal) {
  return apiRequest(`/api/Placeholders/${id}/history`, ZHistory, { tenantId, query: { countryId }, signal });
}

export const placeholderHistoryQueryOptions = (tenantId: number, id: number, countryId: number) =>
  queryOptions({
    queryKey: placeholderKeys.history(tenantId, id, countryId),
    queryFn: ({ signal }) => getPlaceholderHistory(tenantId, id, countryId, signal),
    meta: { errorAction: 'LOAD_HISTORY' },
  });

export function usePlaceholderHistory(id: number, countryId: number | null) {
  return useQuery({
    ...placeholderHistoryQueryOptions(useTenantId(), id, countryId ?? 0),
    enabled: countryId !== null,
  });
}
