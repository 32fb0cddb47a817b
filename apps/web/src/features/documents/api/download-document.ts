import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { fileNameOf, saveFile } from '../../../lib/save-file';
import { useTenantId } from '../../../lib/tenant';

/** Fetches the template's .docx with placeholders filled for the country and saves it. */
export async function downloadDocument(tenantId: number, templateId: number, countryCode: string) {
  const response = await apiFetch(`/api/Documents/templates/${templateId}/download`, {
    tenantId,
    query: { country: countryCode },
  });
  saveFile(await response.blob(), fileNameOf(response, 'document.docx'));
}

export function useDownloadDocument() {
  const tenantId = useTenantId();
  return useMutation({
    mutationFn: ({ templateId, countryCode }: { templateId: number; countryCode: string }) =>
      downloadDocument(tenantId, templateId, countryCode),
    meta: { globalLoading: true, errorAction: 'DOWNLOAD_THE_DOCUMENT' },
  });
}
