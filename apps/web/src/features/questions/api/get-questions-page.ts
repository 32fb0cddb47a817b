import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZQuestionPage } from '@askhr/shared/questions/questions.schemas';
import { apiRequest } from '../../../lib/api-client';
import { toPageParams, type TListQuery } from '../../../lib/list-query';
import { useTenantId } from '../../../lib/tenant';
import { questionKeys } from './keys';

export function getQuestionsPage(tenantId: number, query: TListQuery, signal?: AbortSignal) {
  return apiRequest('/api/Questions/page', ZQuestionPage, { tenantId, query: toPageParams(query), signal });
}

export const questionsPageQueryOptions = (tenantId: number, query: TListQuery) =>
  queryOptions({
    queryKey: questionKeys.page(tenantId, query),
    queryFn: ({ signal }) => getQuestionsPage(tenantId, query, signal),
    // the previous page stays on screen while the next one loads, so the list does not jump
    placeholderData: keepPreviousData,
    meta: { globalLoading: true },
  });

export function useQuestionsPage(query: TListQuery, enabled = true) {
  return useQuery({ ...questionsPageQueryOptions(useTenantId(), query), enabled });
}
