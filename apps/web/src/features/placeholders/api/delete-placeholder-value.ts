import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { placeholderKeys } from './keys';

export interface TDeletePlaceholderValueParams {
  countryCode: string;
  /** one version only (a scheduled one); without it the country's whole value goes */
  versionId?: number;
}

/**
 * Removes a country's own value (the country falls back to the global one), or with a version id
 * just that version. A version that is gone already answers 409.
 */
export async function deletePlaceholderValue(
  tenantId: number,
  placeholderId: number,
  params: TDeletePlaceholderValueParams,
) {
  await apiFetch(`/api/Placeholders/${encodeURIComponent(params.countryCode)}`, {
    tenantId,
    method: 'DELETE',
    query: { placeholderId, versionId: params.versionId },
  });
}

export function useDeletePlaceholderValue(placeholderId: number) {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: TDeletePlaceholderValueParams) =>
      deletePlaceholderValue(tenantId, placeholderId, params),
    // a 409 (version gone already) is explained in the form with the server's message
    meta: {
      globalLoading: true,
      successMessage: 'TOAST_UPDATED',
      errorAction: 'SAVE_CHANGES',
      silentStatuses: [409],
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: placeholderKeys.values(tenantId) }),
  });
}
