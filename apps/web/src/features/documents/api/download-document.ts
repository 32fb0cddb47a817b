import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';

/** The file name the server gave in Content-Disposition, preferring its UTF-8 form. */
function fileNameOf(response: Response, fallback: string) {
  const header = response.headers.get('content-disposition') ?? '';
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (utf8) return decodeURIComponent(utf8);
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? fallback;
}

/** Fetches the template's .docx with placeholders filled for the country and saves it. */
export async function downloadDocument(tenantId: number, templateId: number, countryCode: string) {
  const response = await apiFetch(`/api/Documents/templates/${templateId}/download`, {
    tenantId,
    query: { country: countryCode },
  });
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response, 'document.docx');
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useDownloadDocument() {
  const tenantId = useTenantId();
  return useMutation({
    mutationFn: ({ templateId, countryCode }: { templateId: number; countryCode: string }) =>
      downloadDocument(tenantId, templateId, countryCode),
    meta: { globalLoading: true, errorAction: 'DOWNLOAD_THE_DOCUMENT' },
  });
}
