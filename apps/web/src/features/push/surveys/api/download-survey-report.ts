import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { useTenantId } from '../../../../lib/tenant';

/** The anonymous report as CSV, saved as export.csv (spec 001 section 7). */
export async function downloadSurveyReport(tenantId: number, id: number) {
  const response = await apiFetch(`/api/Surveys/${id}/report`, { tenantId });
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'export.csv';
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export function useDownloadSurveyReport(id: number) {
  const tenantId = useTenantId();
  return useMutation({
    mutationFn: () => downloadSurveyReport(tenantId, id),
    meta: { globalLoading: true, errorAction: 'DOWNLOAD_THE_REPORT' },
  });
}
