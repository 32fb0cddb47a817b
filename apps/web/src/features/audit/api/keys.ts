import type { TAuditFilter } from '@askhr/shared/audit/audit.schemas';

/** Query keys of the audit trail; the tenant id comes second like every feature's keys. */
export const auditKeys = {
  all: (tenantId: number) => ['audit', tenantId] as const,
  page: (tenantId: number, filter: TAuditFilter, page: number) =>
    ['audit', tenantId, 'page', filter, page] as const,
};
