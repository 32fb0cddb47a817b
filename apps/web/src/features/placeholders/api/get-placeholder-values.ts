import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZPlaceholderValue } from '@askhr/shared/placeholders/placeholders.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { placeholderKeys } from './keys';

const ZValueList = z.array(ZPlaceholderValue);

/** One entry per tenant country, Global first. */
export function getPlaceholderValues(tenantId: number, placeholderId: number, signal?: AbortSignal) {
  return apiRequest('/api/Placeholders/values', ZValueList, { tenantId, query: { placeholderId }, signal });
}

export const placeholderValuesQueryOptions = (tenantId: number, placeholderId: number) =>
  queryOptions({
    queryKey: placeholderKeys.byPlaceholder(tenantId, placeholderId),
    queryFn: ({ signal }) => getPlaceholderValues(tenantId, placeholderId, signal),
    meta: { globalLoading: true },
  });

export function usePlaceholderValues(placeholderId: number) {
  return useQuery(placeholderValuesQueryOptions(useTenantId(), placeholderId));
}
