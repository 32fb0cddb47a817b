import { z } from 'zod';
import { ZCountryCodeRef } from '../countries/countries.schemas';
import { ZBodyId, ZQueryId, ZSaveId, ZText, zBodyInt, zQueryInt } from '../schemas/primitives';

export const DEFAULT_PAGE_SIZE = 15;

const bool = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

/** Query of the paged Questions and Placeholders lists (spec 000 section 7). */
export const ZPageQuery = z.object({
  countryCode: ZCountryCodeRef.optional(),
  description: ZText.max(200).optional(),
  categoryId: ZQueryId.optional(),
  tagId: ZQueryId.optional(),
  editMode: bool.optional(),
  /** beyond the spec: only items without an enabled value in the focused country */
  missing: bool.optional(),
  offset: zQueryInt({ min: 0 }).default(0),
  limit: zQueryInt({ min: 1, max: 100 }).default(DEFAULT_PAGE_SIZE),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

export const ZItemTag = z.object({ tagId: z.number(), tag: z.object({ id: z.number(), name: z.string() }) });

export const ZQuestion = z.object({
  id: z.number(),
  text: z.string(),
  description: z.string(),
  info: z.string(),
  category: z.object({ id: z.number(), name: z.string() }).nullable(),
  questionTags: z.array(ZItemTag),
  managerOnly: z.boolean(),
  inSubscription: z.boolean(),
  trainingUtterances: z.array(z.string()).optional(),
  /** bumped by every save of the question; an update sends back the one it read */
  version: z.number(),
});
export type TQuestion = z.infer<typeof ZQuestion>;

export const ZQuestionPage = z.object({ data: z.array(ZQuestion), total: z.number() });

export const ZQuestionSave = z.object({
  id: ZSaveId.optional(),
  text: ZText.trim().min(1, 'Question text is required').max(500),
  description: ZText.max(5000).default(''),
  info: ZText.max(2000).default(''),
  categoryId: ZBodyId.nullable().default(null),
  tagIds: z.array(ZBodyId).max(50).default([]),
  managerOnly: z.boolean().default(false),
  trainingUtterances: z.array(ZText.trim().min(1).max(1000)).max(500).default([]),
  /** the version the update was made from (required for updates): a stale one gets 409 */
  version: zBodyInt({ min: 1, message: 'Must be a version' }).optional(),
});
export type TQuestionSave = z.infer<typeof ZQuestionSave>;

export const ZIntentOption = z.object({ id: z.number(), intent: z.string(), text: z.string() });
export const ZIntentsQuery = z.object({
  input: ZText.trim().min(1, 'Please type at least one letter').max(200),
});

export const ZIntentList = z.array(ZIntentOption);

/** Path of the routes that take one question. */
export const ZQuestionParams = z.object({ id: ZQueryId });

export const ZRelatedQuestion = z.object({ id: z.number(), text: z.string() });
export const ZRelatedQuestionList = z.array(ZRelatedQuestion);
