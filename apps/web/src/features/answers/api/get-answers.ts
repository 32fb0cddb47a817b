import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZCountryAnswer } from '@askhr/shared/answers/answers.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { answerKeys } from './keys';

const ZCountryAnswerList = z.array(ZCountryAnswer);

/** One entry per tenant country, Global first; countries without a value come with id 0. */
export function getAnswers(tenantId: number, questionId: number, signal?: AbortSignal) {
  return apiRequest('/api/UserAnswers/', ZCountryAnswerList, { tenantId, query: { questionId }, signal });
}

export const answersQueryOptions = (tenantId: number, questionId: number) =>
  queryOptions({
    queryKey: answerKeys.byQuestion(tenantId, questionId),
    queryFn: ({ signal }) => getAnswers(tenantId, questionId, signal),
    meta: { globalLoading: true },
  });

export function useAnswers(questionId: number) {
  return useQuery(answersQueryOptions(useTenantId(), questionId));
}
