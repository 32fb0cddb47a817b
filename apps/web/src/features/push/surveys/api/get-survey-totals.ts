import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZSurveyTotals } from '@askhr/shared/push/push.schemas';
import { apiRequest } from '../../../../lib/api-client';
import { useTenantId } from '../../../../lib/tenant';
import { surveyKeys } from './keys';

/** Responses per answer; the first entry is the question drawn. */
export function getSurveyTotals(tenantId: number, id: number, signal?: AbortSignal) {
  return apiRequest(`/api/Surveys/${id}/totals`, ZSurveyTotals, { tenantId, signal });
}

export const surveyTotalsQueryOptions = (tenantId: number, id: number) =>
  queryOptions({
    queryKey: surveyKeys.totals(tenantId, id),
    queryFn: ({ signal }) => getSurveyTotals(tenantId, id, signal),
    meta: { globalLoading: true, silentStatuses: [400, 404] },
  });

export function useSurveyTotals(id: number) {
  return useQuery({ ...surveyTotalsQueryOptions(useTenantId(), id), enabled: id > 0 });
}
