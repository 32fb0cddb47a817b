import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TAnswerSaveItem } from '@askhr/shared/answers/answers.schemas';
import { ZSavedItem } from '@askhr/shared/versioned-values/versioned-values.schemas';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { answerKeys } from './keys';

const ZSavedList = z.union([z.array(ZSavedItem), ZSavedItem]);

/** Saves versions of one country's answer; an update of a version someone else replaced gets 409. */
export function saveAnswers(tenantId: number, items: TAnswerSaveItem[]) {
  return apiRequest('/api/UserAnswers/', ZSavedList, { tenantId, method: 'POST', body: items });
}

export function useSaveAnswers(questionId: number) {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: TAnswerSaveItem[]) => saveAnswers(tenantId, items),
    // the form shows its own message for a failed save, so no failure toast here
    meta: { globalLoading: true, successMessage: 'TOAST_SAVED' },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: answerKeys.byQuestion(tenantId, questionId) }),
        queryClient.invalidateQueries({ queryKey: answerKeys.statuses(tenantId) }),
        queryClient.invalidateQueries({ queryKey: [...answerKeys.all(tenantId), 'current'] }),
      ]),
  });
}
