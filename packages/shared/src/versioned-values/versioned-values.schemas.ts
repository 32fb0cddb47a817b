import { z } from 'zod';
import { LANGUAGES } from '../bot/language';
import { ZCountryRef } from '../countries/countries.schemas';
import { ZApiDate } from '../schemas/api-dates';
import { ZBodyId, ZQueryId, ZSaveId, ZText } from '../schemas/primitives';

/*
 * Country-versioned values (DESIGN section 4): answers of questions, values of placeholders and,
 * later, texts of bot reactions share these shapes; each adds only its item id and text field.
 */

/** One stored version of a country's value. */
export const ZValueVersion = z.object({
  id: z.number(),
  countryId: z.number(),
  text: z.string(),
  active: z.boolean(),
  validFrom: z.string(),
  lastUpdated: z.string(),
  lastUserUpdated: z.string(),
});
export type TValueVersion = z.infer<typeof ZValueVersion>;

/** An entry of an item's history: every version ever saved, with what happened to it. */
export const ZValueHistoryEntry = ZValueVersion.extend({
  change: z.enum(['created', 'edited', 'removed']),
  replacesId: z.number().nullable(),
  supersededAt: z.string().nullable(),
  removedAt: z.string().nullable(),
});
export type TValueHistoryEntry = z.infer<typeof ZValueHistoryEntry>;
export const ZValueHistory = z.array(ZValueHistoryEntry);

/** An answer read in two languages (the `languageMix` rule): its own words' and its values'. */
export const ZLanguageMix = z.object({ text: z.enum(LANGUAGES), values: z.enum(LANGUAGES) });

/** A country card of an item (spec 000 section 3), without the item id and the text field. */
export const ZValueCard = z.object({
  id: z.number(),
  countryId: z.number(),
  active: z.boolean(),
  hasGlobal: z.boolean(),
  editable: z.boolean(),
  scheduledCount: z.number(),
  lastUpdated: z.string().nullable(),
  lastUserUpdated: z.string().nullable(),
  validFrom: z.string().nullable(),
  new: z.boolean(),
  /** the future versions, ordered by validFrom */
  scheduled: z.array(ZValueVersion),
  /** answers and placeholder values: the text as the country reads it mixes two languages */
  languageMix: ZLanguageMix.nullable().optional(),
});
/** A card with its text, before each user gives the item id and the text their own names. */
export type TValueCard = z.infer<typeof ZValueCard> & { text: string };

/** The text of a version to save; each user sets its own length limit. */
export const zValueText = (max: number) => ZText.trim().min(1, 'Text is required').max(max);

/**
 * One version to save, without the item id and the text: `id` missing or <= 0 creates, otherwise
 * it replaces that version (409 when stale).
 */
export const ZValueSave = z.object({
  id: ZSaveId.optional(),
  countryId: ZBodyId,
  active: z.boolean().default(true),
  validFrom: ZApiDate.optional(),
});

export const ZSavedItem = z.object({ id: z.number(), customerId: z.number() });
export const ZSavedList = z.array(ZSavedItem);
export const ZRemovedResult = z.object({ removed: z.number() });

/** Status per item (spec 000 section 3): which countries have an enabled value. */
export const ZItemStatus = z.object({
  id: z.number(),
  enabledCountries: z.array(z.number()),
  disabledCountries: z.array(z.number()),
});
export type TItemStatus = z.infer<typeof ZItemStatus>;

export const ZIdList = z
  .string()
  .regex(/^\d+(,\d+)*$/, 'A comma-separated list of ids')
  .transform((s) => s.split(','))
  .pipe(z.array(ZQueryId));

/** `{country}` segment of the value routes: a country code (or a country id). */
export const ZCountryCodeParams = z.object({ country: ZCountryRef });
export const ZVersionIdParams = z.object({ versionId: ZQueryId });
export const ZHistoryQuery = z.object({ countryId: ZQueryId.optional() });
