import { useMutation } from '@tanstack/react-query';
import { EMPLOYEE_EXPORT_FILE_NAME } from '@askhr/shared/employee-data/employee-data.schemas';
import { apiFetch } from '../../../lib/api-client';
import { saveResponse } from '../../../lib/save-file';
import { useTenantId } from '../../../lib/tenant';

/** Everything kept about the employee as JSON; fetched with the bearer token and X-Tenant-Id, then saved. */
export async function exportEmployee(tenantId: number, query: string) {
  const response = await apiFetch('/api/EmployeeData/export', { tenantId, query: { query } });
  await saveResponse(response, EMPLOYEE_EXPORT_FILE_NAME, 'application/json');
}

/** Downloads the employee's data; a failure raises the download-failure toast. */
export function useExportEmployee() {
  const tenantId = useTenantId();
  return useMutation({
    mutationFn: (query: string) => exportEmployee(tenantId, query),
    meta: { errorAction: 'DOWNLOAD_THE_EMPLOYEE_DATA', globalLoading: true },
  });
}
