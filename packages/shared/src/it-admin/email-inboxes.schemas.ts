import { z } from 'zod';
import { ZQueryId, ZSaveId, ZText, zBodyInt } from '../schemas/primitives';

export const INBOX_NAME_REQUIRED = 'Please add a name';
export const INBOX_EMAIL_INVALID = 'Please add a valid e-mail address';
export const INBOX_LIMIT = 20;

/** A support inbox: where answers rated Not helpful are escalated (spec 001 section 3, IT config). */
export const ZEmailInbox = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  /** bumped by every save; an update sends back the one it read */
  version: z.number(),
});
export type TEmailInbox = z.infer<typeof ZEmailInbox>;
export const ZEmailInboxList = z.array(ZEmailInbox);

/** POST creates (no id), PUT updates (id present, with the version it was read at). */
export const ZEmailInboxSave = z.object({
  id: ZSaveId.optional(),
  name: ZText.trim().min(1, INBOX_NAME_REQUIRED).max(100, 'The name can have at most 100 characters'),
  email: z
    .string()
    .trim()
    .max(254, INBOX_EMAIL_INVALID)
    .pipe(z.email({ error: INBOX_EMAIL_INVALID })),
  version: zBodyInt({ min: 1, message: 'Must be a version' }).optional(),
});
export type TEmailInboxSave = z.infer<typeof ZEmailInboxSave>;
export type TEmailInboxSaveInput = z.input<typeof ZEmailInboxSave>;

export const ZEmailInboxParams = z.object({ id: ZQueryId });
