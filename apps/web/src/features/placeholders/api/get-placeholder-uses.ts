import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZPlaceholderUse } from '@askhr/shared/placeholders/placeholders.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { placeholderKeys } from './keys';

const ZUseList = z.array(ZPlaceholderUse);

/** The questions whose answers use the placeholder in a country. */
export function getPlaceholderUses(
  tenantId: number,
  id: number,
  countryCode: string | null,
  signal?: AbortSignal,
) {
  return apiRequest(`/api/Placeholders/${id}/uses`, ZUseList, {
    tenantId,
    query: { countryCode: countryCode ?? undefined },
    signal,
  });
}

export const placeholderUsesQueryOptions = (tenantId: number, id: number, countryCode: string | null) =>
  queryOptions({
    queryKey: placeholderKeys.uses(tenantId, id, countryCode),
    queryFn: ({ signal }) => getPlaceholderUses(tenantId, id, countryCode, signal),
  });

export function usePlaceholderUses(id: number, countryCode: string | null) {
  return useQuery(placeholderUsesQueryOptions(useTenantId(), id, countryCode));
}
