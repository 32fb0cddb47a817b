import { useMutation } from '@tanstack/react-query';
import { ZSuggestedAnswer } from '@askhr/shared/assistant/assistant.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';

/** Asks the AI assistant for an answer drawn from one PDF (spec 001 "AI assistant panel"). */
export function generateAnswer(tenantId: number, questionId: number, file: File) {
  const body = new FormData();
  body.append('file', file);
  return apiRequest(`/api/UserAnswers/${questionId}/generate`, ZSuggestedAnswer, {
    tenantId,
    method: 'POST',
    body,
  });
}

export function useGenerateAnswer(questionId: number) {
  const tenantId = useTenantId();
  // the panel shows its own error: a 400 carries the server's explanation
  return useMutation({ mutationFn: (file: File) => generateAnswer(tenantId, questionId, file) });
}
