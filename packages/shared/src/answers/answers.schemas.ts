import { z } from 'zod';

/**
 * Country-versioned values (DESIGN section 4): answers of questions, values of placeholders and,
 * later, texts of bot reactions share these shapes.
 */
export const ZIsoDate = z.iso.datetime({ offset: true });

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

/** Per-country answer as the portal shows it on a country card (spec 000 section 3). */
export const ZCountryAnswer = z.object({
  id: z.number(),
  questionId: z.number(),
  countryId: z.number(),
  text: z.string(),
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
});
export type TCountryAnswer = z.infer<typeof ZCountryAnswer>;

/** One version to save; `id` missing or <= 0 creates, otherwise it replaces that version (409 when stale). */
export const ZAnswerSaveItem = z.object({
  id: z.number().int().optional(),
  questionId: z.number().int().positive(),
  countryId: z.number().int().positive(),
  text: z.string().trim().min(1, 'Text is required').max(10_000),
  active: z.boolean().default(true),
  validFrom: ZIsoDate.optional(),
});
export type TAnswerSaveItem = z.infer<typeof ZAnswerSaveItem>;
export const ZAnswerSaveRequest = z.array(ZAnswerSaveItem).min(1).max(50);

export const ZSavedItem = z.object({ id: z.number(), customerId: z.number() });

/** Status per item (spec 000 section 3): which countries have an enabled value. */
export const ZItemStatus = z.object({
  id: z.number(),
  enabledCountries: z.array(z.number()),
  disabledCountries: z.array(z.number()),
});
export type TItemStatus = z.infer<typeof ZItemStatus>;

const idList = z
  .string()
  .regex(/^\d+(,\d+)*$/, 'A comma-separated list of ids')
  .transform((s) => s.split(',').map(Number));

export const ZStatusQuery = z.object({ questions: idList });
export const ZCurrentAnswersQuery = z.object({ questions: idList, countryFocus: z.string().min(2).max(10) });
export const ZAnswersQuery = z.object({ questionId: z.coerce.number().int().positive() });
export const ZCountryCodeParams = z.object({ country: z.string().min(2).max(10) });
