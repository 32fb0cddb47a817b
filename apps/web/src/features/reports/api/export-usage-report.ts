import { useMutation } from '@tanstack/react-query';
import type { TUsageReportQuery } from '@askhr/shared/reports/reports.schemas';
import { apiFetch } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { useTenantId } from '../../../lib/tenant';

export const EXPORT_FILE_NAME = 'export.csv';

export async function getUsageReport(tenantId: number, query: TUsageReportQuery): Promise<Blob> {
  const response = await apiFetch('/api/Reports/UsageReport', { tenantId, query });
  const text = await response.text();
  return new Blob([text], { type: 'text/csv;charset=utf-8' });
}

/** The usage report of a range, saved as export.csv; a failure raises the load-failure toast. */
export function useExportUsageReport() {
  const tenantId = useTenantId();
  return useMutation({
    mutationFn: (query: TUsageReportQuery) => getUsageReport(tenantId, query),
    onSuccess: (blob) => saveFile(blob, EXPORT_FILE_NAME),
    meta: { errorAction: 'DOWNLOAD_THE_REPORT', globalLoading: true },
  });
}
