import type { TDb } from '../../db/client';
import { insertEmailInbox } from '../../modules/it-admin/email-inboxes.repository';
import type { TDemoTenantKey } from './demo-data';

/** The inbox of each company that hears of answers its employees rated Not helpful. */
const DEMO_INBOXES: Record<TDemoTenantKey, { name: string; email: string }> = {
  acme: { name: 'HR Service Desk', email: 'hr-desk@acme.test' },
  globex: { name: 'People Support', email: 'people-support@globex.test' },
};

export async function seedSupportInboxes(db: TDb, tenantIds: ReadonlyMap<TDemoTenantKey, number>) {
  for (const [key, customerId] of tenantIds) await insertEmailInbox(db, customerId, DEMO_INBOXES[key]);
}
