import { z } from 'zod';
import { ZIsoDate, ZValueVersion } from '../answers/answers.schemas';
import { ZItemTag } from '../questions/questions.schemas';

export const ZPlaceholder = z.object({
  id: z.number(),
  keyWord: z.string(),
  info: z.string(),
  description: z.string(),
  category: z.object({ id: z.number(), name: z.string() }).nullable(),
  placeholderTags: z.array(ZItemTag),
});
export type TPlaceholder = z.infer<typeof ZPlaceholder>;
export const ZPlaceholderPage = z.object({ data: z.array(ZPlaceholder), total: z.number() });

/** A placeholder's value in one country (spec 000 section 3), shaped like a country answer. */
export const ZPlaceholderValue = z.object({
  id: z.number(),
  placeholderId: z.number(),
  countryId: z.number(),
  value: z.string(),
  active: z.boolean(),
  hasGlobal: z.boolean(),
  editable: z.boolean(),
  scheduledCount: z.number(),
  lastUpdated: z.string().nullable(),
  lastUserUpdated: z.string().nullable(),
  validFrom: z.string().nullable(),
  new: z.boolean(),
  scheduled: z.array(ZValueVersion),
});
export type TPlaceholderValue = z.infer<typeof ZPlaceholderValue>;

/** Saving a value: sent as `text` (spec 000 section 3). */
export const ZPlaceholderValueSave = z.object({
  id: z.number().int().optional(),
  placeholderId: z.number().int().positive(),
  countryId: z.number().int().positive(),
  text: z.string().trim().min(1, 'Text is required').max(2000),
  active: z.boolean().default(true),
  validFrom: ZIsoDate.optional(),
});
export const ZPlaceholderSaveRequest = z.union([
  ZPlaceholderValueSave,
  z.array(ZPlaceholderValueSave).min(1).max(50),
]);

/** Keyword rule of placeholders: `{{keyword}}` in answers, alphanumeric. */
export const KEYWORD_PATTERN = /^[A-Za-z0-9]+$/;
