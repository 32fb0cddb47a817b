import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { fileNameOf, saveFile } from '../../../../lib/save-file';
import { useTenantId } from '../../../../lib/tenant';

/** The Teams package as the zip to upload to Teams, saved by the browser. */
export async function downloadCustomBot(tenantId: number) {
  const response = await apiFetch('/api/CustomBot/download', { tenantId });
  saveFile(await response.blob(), fileNameOf(response, 'teams-app.zip'));
}

export function useDownloadCustomBot() {
  const tenantId = useTenantId();
  return useMutation({
    mutationFn: () => downloadCustomBot(tenantId),
    meta: { globalLoading: true, errorAction: 'DOWNLOAD_TEAMS_PACKAGE' },
  });
}
