import { ZAuditFilter, ZAuditPage, ZAuditPageQuery } from '@askhr/shared/audit/audit.schemas';
import { principalOf, tenantOf } from '../../auth/guard';
import { apiPlugin } from '../../auth/api-routes';
import type { TDb } from '../../db/client';
import { auditCsv, auditPage } from './audit-trail.service';

/** The audit trail of a tenant: who did what in the portal; both need manage-users. */
export const auditRoutes = apiPlugin<{ db: TDb }>((route, { db }) => {
  route('audit.page', { querystring: ZAuditPageQuery, response: ZAuditPage }, async (request) =>
    auditPage(db, tenantOf(request).customerId, request.query),
  );

  route('audit.export', { querystring: ZAuditFilter, produces: ['text/csv'] }, async (request, reply) => {
    const csv = await auditCsv(db, tenantOf(request).customerId, request.query, principalOf(request));
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="export.csv"')
      .send(csv);
  });
});
