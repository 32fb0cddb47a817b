import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AUDIT_PAGE_SIZE, ZAuditPage, type TAuditFilter } from '@askhr/shared/audit/audit.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { auditKeys } from './keys';

/** One page (zero-based) of the tenant's audit trail matching the filter, newest first. */
export function getAuditPage(tenantId: number, filter: TAuditFilter, page: number, signal?: AbortSignal) {
  return apiRequest('/api/AuditTrail/page', ZAuditPage, {
    tenantId,
    query: { ...filter, offset: page * AUDIT_PAGE_SIZE, limit: AUDIT_PAGE_SIZE },
    signal,
  });
}

export const auditPageQueryOptions = (tenantId: number, filter: TAuditFilter, page: number) =>
  queryOptions({
    queryKey: auditKeys.page(tenantId, filter, page),
    queryFn: ({ signal }) => getAuditPage(tenantId, filter, page, signal),
    placeholderData: keepPreviousData,
    meta: { globalLoading: true },
  });

export function useAuditPage(filter: TAuditFilter, page: number) {
  return useQuery(auditPageQueryOptions(useTenantId(), filter, page));
}
