/**
 * The audit trail: one row per thing done in the portal (sign-ins, user and role changes, settings,
 * deletions, exports, installs). Rows are only inserted and deleted: a trigger refuses UPDATE
 * (drizzle/0038_audit_events.sql); the nightly retention job and a tenant's deletion delete them.
 */
import { bigserial, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { tenant } from './table-parts';

export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: tenant(),
    at: timestamptz('at').notNull().defaultNow(),
    action: text('action').notNull(),
    /** no reference: the trail outlives the account, which keeps its e-mail in actor_email */
    actorUserId: integer('actor_user_id'),
    actorEmail: text('actor_email'),
    target: text('target'),
    detail: text('detail'),
  },
  (t) => [index('audit_events_customer_at').on(t.customerId, t.at.desc())],
);
