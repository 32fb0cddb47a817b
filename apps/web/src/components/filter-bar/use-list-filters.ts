import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { filtersFromParams, paramsFromFilters, type TListFilters } from './list-filters';

/**
 * The applied filters and page of a list, read from and written to the address: the same objects and
 * functions until the address changes.
 */
export function useListFilters() {
  const [params, setParams] = useSearchParams();
  return useMemo(() => {
    const { page, ...filters } = filtersFromParams(params);
    return {
      filters,
      page,
      // a new filter starts again at the first page
      applyFilters: (next: TListFilters) => setParams(paramsFromFilters(next), { replace: true }),
      setPage: (next: number) => setParams(paramsFromFilters(filters, next)),
    };
  }, [params, setParams]);
}
