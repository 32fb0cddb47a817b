import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZCountryAnswer } from '@askhr/shared/answers/answers.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { answerKeys } from './keys';

const ZCountryAnswerList = z.array(ZCountryAnswer);

/** The answer each question gives in one country: its own, or the global template it inherits. */
export function getCurrentAnswers(
  tenantId: number,
  ids: readonly number[],
  countryCode: string,
  signal?: AbortSignal,
) {
  return apiRequest('/api/UserAnswers/current', ZCountryAnswerList, {
    tenantId,
    query: { questions: ids.join(','), countryFocus: countryCode },
    signal,
  });
}

export const currentAnswersQueryOptions = (tenantId: number, ids: readonly number[], countryCode: string) =>
  queryOptions({
    queryKey: answerKeys.current(tenantId, ids, countryCode),
    queryFn: ({ signal }) => getCurrentAnswers(tenantId, ids, countryCode, signal),
    enabled: ids.length > 0 && countryCode !== '',
  });

export function useCurrentAnswers(ids: readonly number[], countryCode: string) {
  return useQuery(currentAnswersQueryOptions(useTenantId(), ids, countryCode));
}
