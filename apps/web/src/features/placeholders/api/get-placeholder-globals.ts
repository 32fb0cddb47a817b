import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
import { ZPlaceholderGlobal } from '@askhr/shared/placeholders/placeholders.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { placeholderKeys } from './keys';

const ZGlobalList = z.array(ZPlaceholderGlobal);

/** The values an answer's `{{keyword}}`s take in a country (its own, or the inherited global). */
export function getPlaceholderGlobals(tenantId: number, countryCode: string, signal?: AbortSignal) {
  return apiRequest(`/api/Placeholders/Globals/${encodeURIComponent(countryCode)}`, ZGlobalList, {
    tenantId,
    signal,
  });
}

export const placeholderGlobalsQueryOptions = (tenantId: number, countryCode: string) =>
  queryOptions({
    queryKey: placeholderKeys.globals(tenantId, countryCode),
    queryFn: ({ signal }) => getPlaceholderGlobals(tenantId, countryCode, signal),
  });

export function usePlaceholderGlobals(countryCode: string | null) {
  return useQuery({
    ...placeholderGlobalsQueryOptions(useTenantId(), countryCode ?? ''),
    enabled: countryCode !== null,
  });
}

/** Keyword -> value in one country, for an editor's preview; undefined until the values arrive. */
export function usePlaceholderValuesIn(countryCode: string | null) {
  const globals = usePlaceholderGlobals(countryCode);
  return useMemo(
    () => (globals.data ? new Map(globals.data.map((item) => [item.keyWord, item.value ?? ''])) : undefined),
    [globals.data],
  );
}

/**
 * Keyword -> value in each of the given countries (by id), for answer cards side by side; a country
 * whose values have not arrived yet gives undefined.
 */
export function usePlaceholderValuesByCountry(countries: readonly { id: number; code: string }[]) {
  const tenantId = useTenantId();
  return useQueries({
    queries: countries.map((country) => placeholderGlobalsQueryOptions(tenantId, country.code)),
    combine: (results) => {
      const byCountry = new Map<number, ReadonlyMap<string, string>>();
      results.forEach((result, index) => {
        const country = countries[index];
        if (country && result.data)
          byCountry.set(country.id, new Map(result.data.map((item) => [item.keyWord, item.value ?? ''])));
      });
      return byCountry;
    },
  });
}
