import { z } from 'zod';
import { API_DATE_MAX, API_DATE_MIN, ZApiDate, ZApiDay } from '../schemas/api-dates';

/** "Test as" values of the Test Bot page; each one is optional and baked into the token. */
export const ZWebChatConfigQuery = z.object({
  countryCode: z
    .string()
    .regex(/^([A-Z]{2}|GLOBAL)$/, 'Must be a country code')
    .optional(),
  roleId: z
    .enum(['1', '2'], { message: 'Must be 1 (People Manager) or 2 (Team Member)' })
    .transform((v) => Number(v) as 1 | 2)
    .optional(),
  date: z
    .union([ZApiDay, ZApiDate], {
      error: `Must be a date (YYYY-MM-DD) or an ISO 8601 date and time, from ${API_DATE_MIN} to ${API_DATE_MAX}`,
    })
    .optional(),
});
export type TWebChatConfigQuery = z.infer<typeof ZWebChatConfigQuery>;

/** The Test Bot's Direct Line token and the bot user it talks as (GET /api/Users/webChat/config). */
export const ZWebChatConfig = z.object({ token: z.string().min(1), botUserID: z.string().min(1) });
export type TWebChatConfig = z.infer<typeof ZWebChatConfig>;
