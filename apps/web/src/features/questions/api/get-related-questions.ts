import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZRelatedQuestionList } from '@askhr/shared/questions/questions.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { questionKeys } from './keys';

export function getRelatedQuestions(tenantId: number, id: number, signal?: AbortSignal) {
  return apiRequest(`/api/Questions/${id}/related`, ZRelatedQuestionList, { tenantId, signal });
}

export const relatedQuestionsQueryOptions = (tenantId: number, id: number) =>
  queryOptions({
    queryKey: questionKeys.related(tenantId, id),
    queryFn: ({ signal }) => getRelatedQuestions(tenantId, id, signal),
  });

export function useRelatedQuestions(id: number) {
  return useQuery(relatedQuestionsQueryOptions(useTenantId(), id));
}
