import { z } from 'zod';
import { ZText, zBodyInt } from '../schemas/primitives';
import { ALLOWED_RECIPIENTS_MAX } from './it-admin.constants';

/** Chat channels an allowed list belongs to: a Slack workspace, the Teams tenant, Web Chat. */
export const ALLOWED_LIST_TYPES = ['slack', 'msteams', 'directline'] as const;
export type TAllowedListType = (typeof ALLOWED_LIST_TYPES)[number];

export const ZSlackWorkspace = z.object({ id: z.string(), name: z.string() });

/** One chat channel of the tenant with its push allowed list. */
export const ZItChannel = z.object({
  /** `slack:<team id>`, `msteams` or `directline` */
  id: z.string(),
  type: z.enum(ALLOWED_LIST_TYPES),
  name: z.string(),
  onlyAllowedRecipients: z.boolean(),
  allowedRecipients: z.array(z.string()),
  /** bumped by every save (0: never saved); a save sends back the one it read */
  version: z.number(),
});
export type TItChannel = z.infer<typeof ZItChannel>;

export const ZEmailInbox = z.object({ id: z.number(), name: z.string(), email: z.string() });

/** The IT config of spec 001 section 3. */
export const ZItAdminConfig = z.object({
  slack: z.object({
    workspaces: z.array(ZSlackWorkspace),
    /** single-use value to send to Slack with an install, bound to the tenant and the user */
    state: z.string(),
    clientId: z.string(),
    /** the Slack page an install sends the browser to (client id, scopes, return address, state) */
    authorizeUrl: z.string(),
  }),
  channels: z.array(ZItChannel),
  emailInboxes: z.array(ZEmailInbox),
});
export type TItAdminConfig = z.infer<typeof ZItAdminConfig>;

const ZRecipientId = ZText.trim().min(1).max(200);

/** Ids as the form has them: a list, or one comma-separated text; split, trimmed, blanks and repeats dropped. */
export const ZAllowedRecipients = z
  .union([z.array(ZText.max(200)).max(ALLOWED_RECIPIENTS_MAX), ZText.max(200 * ALLOWED_RECIPIENTS_MAX)])
  .transform((value) => splitRecipientIds(Array.isArray(value) ? value.join(',') : value))
  .pipe(z.array(ZRecipientId).max(ALLOWED_RECIPIENTS_MAX, `At most ${ALLOWED_RECIPIENTS_MAX} ids`));

export function splitRecipientIds(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
}

/** POST /api/CustomSettings/ITAdminConfig: one channel's allowed list. */
export const ZAllowedListSave = z.object({
  id: ZText.trim().min(1, 'Must name a channel').max(100),
  onlyAllowedRecipients: z.boolean({ error: 'Must be true or false' }),
  allowedRecipients: ZAllowedRecipients,
  version: zBodyInt({ min: 0, message: 'Must be a version' }).default(0),
});
export type TAllowedListSave = z.infer<typeof ZAllowedListSave>;
export type TAllowedListSaveInput = z.input<typeof ZAllowedListSave>;

/** POST /api/CustomSettings/Slack: what Slack sent back to /ExchangeSlackToken. */
export const ZSlackExchange = z.object({
  code: ZText.trim().min(1, 'The Slack code is missing').max(500),
  state: ZText.trim().min(1, 'The install state is missing').max(200),
});
export type TSlackExchange = z.infer<typeof ZSlackExchange>;

export const ZSlackInstalled = z.object({ workspace: ZSlackWorkspace, productName: z.string() });
