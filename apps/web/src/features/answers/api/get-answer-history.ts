import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZValueHistoryEntry } from '@askhr/shared/versioned-values/versioned-values.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { answerKeys } from './keys';

const ZHistory = z.array(ZValueHistoryEntry);

export function getAnswerHistory(
  tenantId: number,
  questionId: number,
  countryId: number,
  signal?: AbortSignal,
) {
  return apiRequest(`/api/UserAnswers/${questionId}/history`, ZHistory, {
    tenantId,
    query: { countryId },
    signal,
  });
}

export const answerHistoryQueryOptions = (tenantId: number, questionId: number, countryId: number) =>
  queryOptions({
    queryKey: answerKeys.history(tenantId, questionId, countryId),
    queryFn: ({ signal }) => getAnswerHistory(tenantId, questionId, countryId, signal),
    meta: { errorAction: 'LOAD_HISTORY' },
  });

export function useAnswerHistory(questionId: number, countryId: number | null) {
  return useQuery({
    ...answerHistoryQueryOptions(useTenantId(), questionId, countryId ?? 0),
    enabled: countryId !== null,
  });
}
