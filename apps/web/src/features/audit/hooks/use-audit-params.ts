import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { auditFilterFromParams, paramsFromAuditFilter, type TAuditFilterValues } from '../audit-filter';

/** The applied filter and page, read from and written to the address. */
export function useAuditParams() {
  const [params, setParams] = useSearchParams();
  return useMemo(() => {
    const { page, ...filter } = auditFilterFromParams(params);
    return {
      filter,
      page,
      // a new filter starts again at the first page
      applyFilter: (next: TAuditFilterValues) => setParams(paramsFromAuditFilter(next), { replace: true }),
      setPage: (next: number) => setParams(paramsFromAuditFilter(filter, next)),
    };
  }, [params, setParams]);
}
