import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAnswerPreview } from '@askhr/shared/answers/answers.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { answerKeys } from './keys';

export interface TAnswerPreviewParams {
  questionId: number;
  countryCode: string;
  roleId: number | null;
  /** ISO date-time; null is now */
  date: string | null;
}

export function getAnswerPreview(tenantId: number, params: TAnswerPreviewParams, signal?: AbortSignal) {
  return apiRequest('/api/UserAnswers/preview', ZAnswerPreview, {
    tenantId,
    query: { ...params, roleId: params.roleId ?? undefined, date: params.date ?? undefined },
    signal,
  });
}

export const answerPreviewQueryOptions = (tenantId: number, params: TAnswerPreviewParams) =>
  queryOptions({
    queryKey: answerKeys.preview(tenantId, params),
    queryFn: ({ signal }) => getAnswerPreview(tenantId, params, signal),
  });

export function useAnswerPreview(params: TAnswerPreviewParams | null) {
  const tenantId = useTenantId();
  return useQuery({
    ...answerPreviewQueryOptions(
      tenantId,
      params ?? { questionId: 0, countryCode: '', roleId: null, date: null },
    ),
    enabled: params !== null,
  });
}
