import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZAnswerStatus } from '@askhr/shared/answers/answers.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { answerKeys } from './keys';

const ZItemStatusList = z.array(ZAnswerStatus);

export function getAnswerStatus(tenantId: number, ids: readonly number[], signal?: AbortSignal) {
  return apiRequest('/api/UserAnswers/status', ZItemStatusList, {
    tenantId,
    query: { questions: ids.join(',') },
    signal,
  });
}

export const answerStatusQueryOptions = (tenantId: number, ids: readonly number[]) =>
  queryOptions({
    queryKey: answerKeys.status(tenantId, ids),
    queryFn: ({ signal }) => getAnswerStatus(tenantId, ids, signal),
    enabled: ids.length > 0,
  });

export function useAnswerStatus(ids: readonly number[]) {
  return useQuery(answerStatusQueryOptions(useTenantId(), ids));
}
