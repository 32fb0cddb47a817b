import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { answerKeys } from './keys';

export interface TDeleteAnswerParams {
  countryCode: string;
  /** one version only (a scheduled one); without it the country's whole answer goes */
  versionId?: number;
}

/**
 * Removes a country's own answer (the country falls back to the global template), or with a
 * version id just that version. A version that is gone already answers 409.
 */
export async function deleteAnswer(tenantId: number, questionId: number, params: TDeleteAnswerParams) {
  await apiFetch(`/api/UserAnswers/${encodeURIComponent(params.countryCode)}`, {
    tenantId,
    method: 'DELETE',
    query: { questionId, versionId: params.versionId },
  });
}

export function useDeleteAnswer(questionId: number) {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: TDeleteAnswerParams) => deleteAnswer(tenantId, questionId, params),
    // a 409 (version gone already) is explained in the form with the server's message
    meta: {
      globalLoading: true,
      successMessage: 'TOAST_UPDATED',
      errorAction: 'SAVE_CHANGES',
      silentStatuses: [409],
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: answerKeys.byQuestion(tenantId, questionId) }),
        queryClient.invalidateQueries({ queryKey: answerKeys.statuses(tenantId) }),
        queryClient.invalidateQueries({ queryKey: [...answerKeys.all(tenantId), 'current'] }),
      ]),
  });
}
