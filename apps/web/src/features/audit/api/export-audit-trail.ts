import { useMutation } from '@tanstack/react-query';
import type { TAuditFilter } from '@askhr/shared/audit/audit.schemas';
import { apiFetch } from '../../../lib/api-client';
import { saveResponse } from '../../../lib/save-file';
import { useTenantId } from '../../../lib/tenant';

export const AUDIT_EXPORT_FILE_NAME = 'export.csv';

/** The events matching the filter as CSV; fetched with the bearer token and X-Tenant-Id, then saved. */
export async function exportAuditTrail(tenantId: number, filter: TAuditFilter) {
  const response = await apiFetch('/api/AuditTrail/export.csv', { tenantId, query: filter });
  await saveResponse(response, AUDIT_EXPORT_FILE_NAME, 'text/csv;charset=utf-8');
}

/** Downloads the audit trail of the filter; a failure raises the download-failure toast. */
export function useExportAuditTrail() {
  const tenantId = useTenantId();
  return useMutation({
    mutationFn: (filter: TAuditFilter) => exportAuditTrail(tenantId, filter),
    meta: { errorAction: 'DOWNLOAD_THE_AUDIT_TRAIL', globalLoading: true },
  });
}
