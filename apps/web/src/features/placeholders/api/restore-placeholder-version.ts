import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { placeholderKeys } from './keys';

export async function restorePlaceholderVersion(tenantId: number, versionId: number) {
  await apiFetch(`/api/Placeholders/history/${versionId}/restore`, { tenantId, method: 'POST' });
}

export function useRestorePlaceholderVersion() {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (versionId: number) => restorePlaceholderVersion(tenantId, versionId),
    meta: { globalLoading: true, successMessage: 'TOAST_UPDATED', errorAction: 'SAVE_CHANGES' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: placeholderKeys.values(tenantId) }),
  });
}
