import { defineApi } from '../access/api-route';

/** The audit trail in the API catalogue (access/api-routes.ts): who did what in the portal. */
export const AUDIT_API = defineApi(
  'Audit trail',
  { all: ['manage-users'] },
  {
    'audit.page': {
      route: 'GET /api/AuditTrail/page',
      summary: "A page of the tenant's audit trail, newest first, matching the filters",
    },
    'audit.export': {
      route: 'GET /api/AuditTrail/export.csv',
      summary: "The tenant's audit trail matching the filters as CSV (export.csv)",
    },
  },
);
