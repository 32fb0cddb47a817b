import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { customQuestionKeys } from './keys';

export async function deleteCustomQuestion(tenantId: number, id: number) {
  await apiFetch(`/api/CustomQuestions/${id}`, { tenantId, method: 'DELETE' });
}

export function useDeleteCustomQuestion() {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteCustomQuestion(tenantId, id),
    // the form shows its own message for a failed delete, so no failure toast here
    meta: { globalLoading: true, successMessage: 'TOAST_SAVED' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: customQuestionKeys.all(tenantId) }),
  });
}
