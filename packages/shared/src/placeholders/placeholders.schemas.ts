import { z } from 'zod';
import { ZItemTag } from '../questions/questions.schemas';
import { ZCountryCodeRef } from '../countries/countries.schemas';
import { ZBodyId, ZQueryId } from '../schemas/primitives';
import { ZIdList, ZValueCard, ZValueSave, zValueText } from '../versioned-values/versioned-values.schemas';

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
export const ZPlaceholderValue = ZValueCard.extend({ placeholderId: z.number(), value: z.string() });
export type TPlaceholderValue = z.infer<typeof ZPlaceholderValue>;

/** Saving a value: sent as `text` (spec 000 section 3). */
export const ZPlaceholderValueSave = ZValueSave.extend({ placeholderId: ZBodyId, text: zValueText(2000) });
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
