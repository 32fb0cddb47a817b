import { useMutation } from '@tanstack/react-query';
import { EMPLOYEE_EXPORT_FILE_NAME } from '@askhr/shared/employee-data/employee-data.schemas';
import { apiFetch } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';

/** Everything kept about the employee as JSON; fetched with the bearer token and X-Tenant-Id, then saved. */
export async function exportEmployee(tenantId: number, query: string) {
  const response = await apiFetch('/api/EmployeeData/export', { tenantId, query: { query } });
  const blob = new Blob([await response.arrayBuffer()], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = EMPLOYEE_EXPORT_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  // revoked later: some browsers read the blob after click() returns
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Downloads the employee's data; a failure raises the download-failure toast. */
export function useExportEmployee() {
  const tenantId = useTenantId();
  return useMutation({
    mutationFn: (query: string) => exportEmployee(tenantId, query),
    meta: { errorAction: 'DOWNLOAD_THE_EMPLOYEE_DATA', globalLoading: true },
  });
}
