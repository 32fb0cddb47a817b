import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDocumentSaveInput } from '@askhr/shared/documents/documents.schemas';
import { ZSavedItem } from '@askhr/shared/versioned-values/versioned-values.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { documentKeys } from './keys';

/** Creates (id 0) or updates the tenant's document of a template; a stale update gets 409. */
export function saveDocument(tenantId: number, body: TDocumentSaveInput) {
  return apiRequest('/api/Documents/', ZSavedItem, { tenantId, method: 'POST', body });
}

export function useSaveDocument() {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TDocumentSaveInput) => saveDocument(tenantId, body),
    // the editor shows its own message for a failed save, so no failure toast here
    meta: { globalLoading: true, successMessage: 'TOAST_SAVED' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentKeys.all(tenantId) }),
  });
}
