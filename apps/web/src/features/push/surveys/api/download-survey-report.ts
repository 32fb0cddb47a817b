import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { saveFile } from '../../../../lib/save-file';
import { useTenantId } from '../../../../lib/tenant';

/** The anonymous report as CSV, saved as export.csv (spec 001 section 7). */
export async function downloadSurveyReport(tenantId: number, id: number) {
  const response = await apiFetch(`/api/Surveys/${id}/report`, { tenantId });
  saveFile(await response.blob(), 'export.csv');
}

export function useDownloadSurveyReport(id: number) {
  const tenantId = useTenantId();
  return useMutation({
    mutationFn: () => downloadSurveyReport(tenantId, id),
    meta: { globalLoading: true, errorAction: 'DOWNLOAD_THE_REPORT' },
  });
}
