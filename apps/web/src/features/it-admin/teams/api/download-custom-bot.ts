import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { useTenantId } from '../../../../lib/tenant';

/** The file name the server gives in Content-Disposition, else a plain one. */
const fileNameOf = (response: Response) =>
  /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'teams-app.zip';

/** The Teams package as the zip to upload to Teams, saved by the browser. */
export async function downloadCustomBot(tenantId: number) {
  const response = await apiFetch('/api/CustomBot/download', { tenantId });
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response);
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export function useDownloadCustomBot() {
  const tenantId = useTenantId();
  return useMutation({
    mutationFn: () => downloadCustomBot(tenantId),
    meta: { globalLoading: true, errorAction: 'DOWNLOAD_TEAMS_PACKAGE' },
  });
}
