import { z } from 'zod';
import { ZCountryCodeRef } from '../countries/countries.schemas';
import { ZApiDate } from '../schemas/api-dates';
import { ZBodyId, ZQueryId, zQueryInt } from '../schemas/primitives';
import {
  ZIdList,
  ZItemStatus,
  ZValueCard,
  ZValueSave,
  zValueText,
} from '../versioned-values/versioned-values.schemas';

/** Per-country answer as the portal shows it on a country card (spec 000 section 3). */
export const ZCountryAnswer = ZValueCard.extend({ questionId: z.number(), text: z.string() });
export type TCountryAnswer = z.infer<typeof ZCountryAnswer>;

/** One version to save; `id` missing or <= 0 creates, otherwise it replaces that version (409 when stale). */
export const ZAnswerSaveItem = ZValueSave.extend({ questionId: ZBodyId, text: zValueText(10_000) });
export type TAnswerSaveItem = z.infer<typeof ZAnswerSaveItem>;
export const ZAnswerSaveRequest = z.array(ZAnswerSaveItem).min(1).max(50);

/** Status of a question: outside the tenant's subscription it is enabled in no country. */
export const ZAnswerStatus = ZItemStatus.extend({ inSubscription: z.boolean() });
export type TAnswerStatus = z.infer<typeof ZAnswerStatus>;

export const ZStatusQuery = z.object({ questions: ZIdList });
export const ZCurrentAnswersQuery = z.object({ questions: ZIdList, countryFocus: ZCountryCodeRef });
export const ZAnswersQuery = z.object({ questionId: ZQueryId });
/** Removal: the whole country value, or with `versionId` one of its versions (a scheduled one, say). */
export const ZRemoveAnswerQuery = ZAnswersQuery.extend({ versionId: ZQueryId.optional() });

export const ZQuestionIdParams = z.object({ questionId: ZQueryId });

/** Role types of employees (spec 000 section 4). */
export const ROLE_TYPES = { peopleManager: 1, teamMember: 2 } as const;

/** "Preview as": what an employee of a country and role type gets on a date. */
export const ZAnswerPreviewQuery = z.object({
  questionId: ZQueryId,
  countryCode: ZCountryCodeRef,
  roleId: zQueryInt({ min: 1, max: 2, message: 'Role type 1 (People Manager) or 2 (Team Member)' }).default(
    ROLE_TYPES.peopleManager,
  ),
  date: ZApiDate.optional(),
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
