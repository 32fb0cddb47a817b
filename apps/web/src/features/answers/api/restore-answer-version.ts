import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { answerKeys } from './keys';

export async function restoreAnswerVersion(tenantId: number, versionId: number) {
  await apiFetch(`/api/UserAnswers/history/${versionId}/restore`, { tenantId, method: 'POST' });
}

/** Restoring saves the old text as a new version; the cards, statuses and history all change. */
export function useRestoreAnswerVersion(questionId: number) {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (versionId: number) => restoreAnswerVersion(tenantId, versionId),
    meta: { globalLoading: true, successMessage: 'TOAST_UPDATED', errorAction: 'SAVE_CHANGES' },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: answerKeys.byQuestion(tenantId, questionId) }),
        queryClient.invalidateQueries({ queryKey: answerKeys.statuses(tenantId) }),
      ]),
  });
}
