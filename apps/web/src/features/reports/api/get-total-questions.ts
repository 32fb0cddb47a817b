import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZTotalQuestionsReport } from '@askhr/shared/reports/reports.schemas';
import { apiRequest, type TQueryValue } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { dashboardKeys } from './keys';

export function getTotalQuestions(
  tenantId: number,
  query: Record<string, TQueryValue>,
  signal?: AbortSignal,
) {
  return apiRequest('/api/Reports/TotalQuestions', ZTotalQuestionsReport, { tenantId, query, signal });
}

export const totalQuestionsQueryOptions = (tenantId: number, query: Record<string, TQueryValue>) =>
  queryOptions({
    queryKey: dashboardKeys.totalQuestions(tenantId, query),
    queryFn: ({ signal }) => getTotalQuestions(tenantId, query, signal),
    // the figures of the last view stay on screen (dimmed) while the next ones load
    placeholderData: keepPreviousData,
    meta: { globalLoading: true },
  });

/** `enabled` waits for the tenant's time zone: "today" decides the range. */
export function useTotalQuestions(query: Record<string, TQueryValue>, enabled = true) {
  return useQuery({ ...totalQuestionsQueryOptions(useTenantId(), query), enabled });
}
