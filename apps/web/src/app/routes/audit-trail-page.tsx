import { AuditTrail } from '../../features/audit/components/audit-trail';

export function AuditTrailPage() {
  return <AuditTrail />;
}

export { AuditTrailPage as Component };
