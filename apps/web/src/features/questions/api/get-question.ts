import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZQuestion } from '@askhr/shared/questions/questions.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { questionKeys } from './keys';

export function getQuestion(tenantId: number, id: number, signal?: AbortSignal) {
  return apiRequest(`/api/Questions/${id}`, ZQuestion, { tenantId, signal });
}

export const questionQueryOptions = (tenantId: number, id: number) =>
  queryOptions({
    queryKey: questionKeys.detail(tenantId, id),
    queryFn: ({ signal }) => getQuestion(tenantId, id, signal),
    meta: { globalLoading: true },
  });

export function useQuestion(id: number) {
  return useQuery(questionQueryOptions(useTenantId(), id));
}
