import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZCustomQuestionList } from '@askhr/shared/custom-questions/custom-questions.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { customQuestionKeys } from './keys';

export function getCustomQuestions(tenantId: number, search: string, signal?: AbortSignal) {
  return apiRequest('/api/CustomQuestions/', ZCustomQuestionList, {
    tenantId,
    query: { search: search || undefined },
    signal,
  });
}

export const customQuestionsQueryOptions = (tenantId: number, search: string) =>
  queryOptions({
    queryKey: customQuestionKeys.list(tenantId, search),
    queryFn: ({ signal }) => getCustomQuestions(tenantId, search, signal),
    // the previous list stays on screen while a new search loads, so the list does not jump
    placeholderData: keepPreviousData,
    meta: { globalLoading: true },
  });

export function useCustomQuestions(search: string) {
  return useQuery(customQuestionsQueryOptions(useTenantId(), search));
}
