import { useMutation } from '@tanstack/react-query';
import {
  ZEmployeeErased,
  type TEmployeeEraseRequest,
} from '@askhr/shared/employee-data/employee-data.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';

/** Erases the confirmed chat accounts; 409 when they no longer match the query. */
export function eraseEmployee(tenantId: number, request: TEmployeeEraseRequest) {
  return apiRequest('/api/EmployeeData/erase', ZEmployeeErased, {
    tenantId,
    method: 'POST',
    body: request,
  });
}

/**
 * A 409 is explained in the confirmation itself; other failures raise the usual toast. The search it
 * confirmed is cleared by the screen, which forgets its results (they are never kept off screen).
 */
export function useEraseEmployee() {
  const tenantId = useTenantId();
  return useMutation({
    mutationFn: (request: TEmployeeEraseRequest) => eraseEmployee(tenantId, request),
    meta: { globalLoading: true, errorAction: 'ERASE_THE_EMPLOYEE_DATA', silentStatuses: [409] },
  });
}
