import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZPlaceholderValue } from '@askhr/shared/placeholders/placeholders.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { placeholderKeys } from './keys';

const ZValueList = z.array(ZPlaceholderValue);

export function getCurrentValues(
  tenantId: number,
  ids: readonly number[],
  countryCode: string,
  signal?: AbortSignal,
) {
  return apiRequest('/api/Placeholders/current', ZValueList, {
    tenantId,
    query: { placeholders: ids.join(','), countryFocus: countryCode },
    signal,
  });
}

export const currentValuesQueryOptions = (tenantId: number, ids: readonly number[], countryCode: string) =>
  queryOptions({
    queryKey: placeholderKeys.current(tenantId, ids, countryCode),
    queryFn: ({ signal }) => getCurrentValues(tenantId, ids, countryCode, signal),
    enabled: ids.length > 0,
  });

export function useCurrentValues(ids: readonly number[], countryCode: string) {
  return useQuery(currentValuesQueryOptions(useTenantId(), ids, countryCode));
}
