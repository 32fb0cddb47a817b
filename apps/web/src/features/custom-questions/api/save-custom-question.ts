import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCustomQuestionSaveInput } from '@askhr/shared/custom-questions/custom-questions.schemas';
import { ZSavedItem } from '@askhr/shared/versioned-values/versioned-values.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { customQuestionKeys } from './keys';

/** Creates (id 0) or updates a custom question; an update from a stale read gets 409. */
export function saveCustomQuestion(tenantId: number, body: TCustomQuestionSaveInput) {
  return apiRequest('/api/CustomQuestions/', ZSavedItem, { tenantId, method: 'POST', body });
}

export function useSaveCustomQuestion() {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCustomQuestionSaveInput) => saveCustomQuestion(tenantId, body),
    // the form shows its own message for a failed save, so no failure toast here
    meta: { globalLoading: true, successMessage: 'TOAST_SAVED' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: customQuestionKeys.all(tenantId) }),
  });
}
