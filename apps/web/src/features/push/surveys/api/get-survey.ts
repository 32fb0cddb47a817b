import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPushItem } from '@askhr/shared/push/push.schemas';
import { apiRequest } from '../../../../lib/api-client';
import { useTenantId } from '../../../../lib/tenant';
import { surveyKeys } from './keys';

export function getSurvey(tenantId: number, id: number, signal?: AbortSignal) {
  return apiRequest(`/api/Surveys/${id}`, ZPushItem, { tenantId, signal });
}

export const surveyQueryOptions = (tenantId: number, id: number) =>
  queryOptions({
    queryKey: surveyKeys.survey(tenantId, id),
    queryFn: ({ signal }) => getSurvey(tenantId, id, signal),
    // a survey that does not exist shows its own panel, not a toast
    meta: { globalLoading: true, errorAction: 'LOAD_THE_SELECTED_SURVEY', silentStatuses: [400, 404] },
  });

export function useSurvey(id: number) {
  return useQuery({ ...surveyQueryOptions(useTenantId(), id), enabled: id > 0 });
}
