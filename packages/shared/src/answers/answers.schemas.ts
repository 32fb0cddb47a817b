import { z } from 'zod';
import { ZCountryCodeRef, ZCountryRef } from '../countries/countries.schemas';
import { ZBodyId, ZQueryId, ZSaveId, ZText, zQueryInt } from '../schemas/primitives';

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
  id: ZSaveId.optional(),
  questionId: ZBodyId,
  countryId: ZBodyId,
  text: ZText.trim().min(1, 'Text is required').max(10_000),
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

/** Status of a question: outside the tenant's subscription it is enabled in no country. */
export const ZAnswerStatus = ZItemStatus.extend({ inSubscription: z.boolean() });
export type TAnswerStatus = z.infer<typeof ZAnswerStatus>;

export const ZIdList = z
  .string()
  .regex(/^\d+(,\d+)*$/, 'A comma-separated list of ids')
  .transform((s) => s.split(','))
  .pipe(z.array(ZQueryId));

export const ZStatusQuery = z.object({ questions: ZIdList });
export const ZCurrentAnswersQuery = z.object({ questions: ZIdList, countryFocus: ZCountryCodeRef });
export const ZAnswersQuery = z.object({ questionId: ZQueryId });
/** Removal: the whole country value, or with `versionId` one of its versions (a scheduled one, say). */
export const ZRemoveAnswerQuery = ZAnswersQuery.extend({ versionId: ZQueryId.optional() });
/** `{country}` segment of the answer and value routes: a country code (or a country id). */
export const ZCountryCodeParams = z.object({ country: ZCountryRef });

export const ZQuestionIdParams = z.object({ questionId: ZQueryId });
export const ZVersionIdParams = z.object({ versionId: ZQueryId });
export const ZHistoryQuery = z.object({ countryId: ZQueryId.optional() });
export const ZValueHistory = z.array(ZValueHistoryEntry);
export const ZSavedList = z.array(ZSavedItem);
export const ZRemovedResult = z.object({ removed: z.number() });

/** Role types of employees (spec 000 section 4). */
export const ROLE_TYPES = { peopleManager: 1, teamMember: 2 } as const;

/** "Preview as": what an employee of a country and role type gets on a date. */
export const ZAnswerPreviewQuery = z.object({
  questionId: ZQueryId,
  countryCode: ZCountryCodeRef,
  roleId: zQueryInt({ min: 1, max: 2, message: 'Role type 1 (People Manager) or 2 (Team Member)' }).default(
    ROLE_TYPES.peopleManager,
  ),
  date: ZIsoDate.optional(),
});
export type TAnswerPreviewQuery = z.infer<typeof ZAnswerPreviewQuery>;

export const PREVIEW_REASONS = ['MANAGER_ONLY', 'NO_ANSWER', 'NOT_IN_SUBSCRIPTION'] as const;
export const ZAnswerPreview = z.object({
  questionId: z.number(),
  countryId: z.number(),
  roleId: z.number(),
  date: z.string(),
  /** null when the employee gets the answer; otherwise why not (the bot then sends a bot reaction) */
  reason: z.enum(PREVIEW_REASONS).nullable(),
  /** the answer with placeholders filled, or null */
  text: z.string().nullable(),
  /** the answer as stored, before placeholders are filled */
  template: z.string().nullable(),
  versionId: z.number().nullable(),
  hasGlobal: z.boolean(),
  unknownPlaceholders: z.array(z.string()),
  missingPlaceholders: z.array(z.string()),
});
export type TAnswerPreview = z.infer<typeof ZAnswerPreview>;
