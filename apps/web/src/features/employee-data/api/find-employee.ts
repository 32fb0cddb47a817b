import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZEmployeeFound } from '@askhr/shared/employee-data/employee-data.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { employeeDataKeys } from './keys';

/** The tenant's chat accounts whose e-mail (any case) or account id is `query`, with their message counts. */
export function findEmployee(tenantId: number, query: string, signal?: AbortSignal) {
  return apiRequest('/api/EmployeeData/find', ZEmployeeFound, { tenantId, query: { query }, signal });
}

export const findEmployeeQueryOptions = (tenantId: number, query: string) =>
  queryOptions({
    queryKey: employeeDataKeys.find(tenantId, query),
    queryFn: ({ signal }) => findEmployee(tenantId, query, signal),
    enabled: query !== '',
    // what is about to be exported or erased is always read afresh, and forgotten once off screen
    staleTime: 0,
    gcTime: 0,
    meta: { globalLoading: true, errorAction: 'LOAD_EMPLOYEE_DATA' },
  });

/** Nothing is asked while `query` is empty. */
export function useFindEmployee(query: string) {
  return useQuery(findEmployeeQueryOptions(useTenantId(), query));
}
