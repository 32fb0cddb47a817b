import { z } from 'zod';
import { ZApiDay } from '../schemas/api-dates';
import { ZText, zQueryInt } from '../schemas/primitives';

export const AUDIT_PAGE_SIZE = 50;
/** Days an audit event is kept before the nightly clean-up deletes it (two years). */
export const AUDIT_RETENTION_DAYS = 730;

/**
 * What the audit trail records. `sign-in` and `sign-in-failed` are kept for every tenant the account
 * is a member of; the rest for the tenant the action was taken in.
 */
export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-in-failed',
  'user.invite',
  'user.update',
  'user.enable',
  'user.disable',
  'user.remove',
  'role.create',
  'role.update',
  'role.delete',
  'settings.update',
  'question.delete',
  'document.delete',
  'push.delete',
  'export',
  'employee.export',
  'employee.erase',
  'slack.install',
  'teams.package-download',
] as const;
export const ZAuditAction = z.enum(AUDIT_ACTIONS);
export type TAuditAction = z.infer<typeof ZAuditAction>;

/** One event: `actor` is the portal user's e-mail as it was at the time (kept after the account goes). */
export const ZAuditEvent = z.object({
  id: z.number(),
  at: z.string(),
  action: ZAuditAction,
  actor: z.string().nullable(),
  /** what was acted on, as the portal names it: an e-mail, a role's or a setting's name, an id */
  target: z.string().nullable(),
  /** a short, non-personal detail: the changed fields, the export's name, a failure's reason */
  detail: z.string().nullable(),
});
export type TAuditEvent = z.infer<typeof ZAuditEvent>;

export const ZAuditPage = z.object({ data: z.array(ZAuditEvent), total: z.number() });
export type TAuditPage = z.infer<typeof ZAuditPage>;

/** Filters of the page and the export; the days are cut in the tenant's report time zone, both inclusive. */
export const ZAuditFilter = z.object({
  from: ZApiDay.optional(),
  to: ZApiDay.optional(),
  action: ZAuditAction.optional(),
  /** part of the actor's e-mail */
  actor: ZText.trim().max(200).optional(),
  /** part of the target */
  target: ZText.trim().max(200).optional(),
});
export type TAuditFilter = z.infer<typeof ZAuditFilter>;

export const ZAuditPageQuery = ZAuditFilter.extend({
  offset: zQueryInt({ min: 0 }).default(0),
  limit: zQueryInt({ min: 1, max: 200 }).default(AUDIT_PAGE_SIZE),
});
export type TAuditPageQuery = z.infer<typeof ZAuditPageQuery>;
