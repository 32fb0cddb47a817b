import { z } from 'zod';

export const DEFAULT_PAGE_SIZE = 15;

const bool = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

/** Query of the paged Questions and Placeholders lists (spec 000 section 7). */
export const ZPageQuery = z.object({
  countryCode: z.string().min(2).max(10).optional(),
  description: z.string().max(200).optional(),
  categoryId: z.coerce.number().int().positive().optional(),
  tagId: z.coerce.number().int().positive().optional(),
  editMode: bool.optional(),
  /** beyond the spec: only items without an enabled value in the focused country */
  missing: bool.optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
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
});
export type TQuestion = z.infer<typeof ZQuestion>;

export const ZQuestionPage = z.object({ data: z.array(ZQuestion), total: z.number() });

export const ZQuestionSave = z.object({
  id: z.number().int().optional(),
  text: z.string().trim().min(1, 'Question text is required').max(500),
  description: z.string().max(5000).default(''),
  info: z.string().max(2000).default(''),
  categoryId: z.number().int().positive().nullable().default(null),
  tagIds: z.array(z.number().int().positive()).max(50).default([]),
  managerOnly: z.boolean().default(false),
  trainingUtterances: z.array(z.string().trim().min(1).max(1000)).max(500).default([]),
});
export type TQuestionSave = z.infer<typeof ZQuestionSave>;

export const ZIntentOption = z.object({ id: z.number(), intent: z.string(), text: z.string() });
export const ZIntentsQuery = z.object({
  input: z.string().trim().min(1, 'Please type at least one letter').max(200),
});

export const ZIntentList = z.array(ZIntentOption);

/** Path of the routes that take one question. */
export const ZQuestionParams = z.object({ id: z.coerce.number().int().positive('A question id') });

export const ZRelatedQuestion = z.object({ id: z.number(), text: z.string() });
export const ZRelatedQuestionList = z.array(ZRelatedQuestion);
