import { z } from 'zod';
import { ZIdList, ZIsoDate, ZValueVersion } from '../answers/answers.schemas';
import { ZItemTag } from '../questions/questions.schemas';
import { ZCountryCodeRef } from '../countries/countries.schemas';
import { ZBodyId, ZQueryId, ZSaveId, ZText } from '../schemas/primitives';

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
  id: ZSaveId.optional(),
  placeholderId: ZBodyId,
  countryId: ZBodyId,
  text: ZText.trim().min(1, 'Text is required').max(2000),
  active: z.boolean().default(true),
  validFrom: ZIsoDate.optional(),
});
export const ZPlaceholderSaveRequest = z.union([
  ZPlaceholderValueSave,
  z.array(ZPlaceholderValueSave).min(1).max(50),
]);

/** Keyword rule of placeholders: `{{keyword}}` in answers, alphanumeric. */
export const KEYWORD_PATTERN = /^[A-Za-z0-9]+$/;

export const ZPlaceholderIdParams = z.object({ id: ZQueryId });
export const ZPlaceholderStatusQuery = z.object({ placeholders: ZIdList });
export const ZPlaceholderCurrentQuery = z.object({
  placeholders: ZIdList,
  countryFocus: ZCountryCodeRef,
});
export const ZPlaceholderValuesQuery = z.object({ placeholderId: ZQueryId });
export const ZRemovePlaceholderValueQuery = ZPlaceholderValuesQuery.extend({
  versionId: ZQueryId.optional(),
});
export const ZPlaceholderUsesQuery = z.object({ countryCode: ZCountryCodeRef.optional() });
export const ZGlobalsParams = z.object({ countryCode: ZCountryCodeRef });

/** Every placeholder's value in force in one country (its own or the global one), for previews. */
export const ZPlaceholderGlobal = z.object({ keyWord: z.string(), value: z.string().nullable() });
export type TPlaceholderGlobal = z.infer<typeof ZPlaceholderGlobal>;

/** A question whose answers use the placeholder. */
export const ZPlaceholderUse = z.object({ id: z.number(), text: z.string() });
