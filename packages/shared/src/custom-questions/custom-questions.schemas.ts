import { z } from 'zod';
import { ZQueryId, ZSaveId, ZText, zBodyInt } from '../schemas/primitives';

export const QUESTION_TEXT_REQUIRED = 'Please add a question text';
export const ANSWER_REQUIRED = 'Please add an answer';

/** A tenant-written question: several ways to ask it and one answer (spec 001 section 4). */
export const ZCustomQuestion = z.object({
  id: z.number(),
  questions: z.array(z.string()),
  answer: z.string(),
  /** bumped by every save; an update sends back the one it read */
  version: z.number(),
});
export type TCustomQuestion = z.infer<typeof ZCustomQuestion>;
export const ZCustomQuestionList = z.array(ZCustomQuestion);

export const ZCustomQuestionQuery = z.object({ search: ZText.trim().max(200).optional() });

export const ZCustomQuestionParams = z.object({ id: ZQueryId });

const ZQuestionText = ZText.trim().max(500);

/**
 * A save: `questions` as the form shows them; on an update, `questionsOriginal` (what the form
 * read) and `questionsDeleted` (what the user removed) let texts added meanwhile survive.
 */
export const ZCustomQuestionSave = z.object({
  id: ZSaveId.optional(),
  questions: z
    .array(ZQuestionText)
    .max(200)
    .transform((texts) => texts.filter((text) => text.length > 0))
    .refine((texts) => texts.length > 0, QUESTION_TEXT_REQUIRED),
  answer: ZText.trim().min(1, ANSWER_REQUIRED).max(20000),
  questionsOriginal: z.array(ZQuestionText).max(200).default([]),
  questionsDeleted: z.array(ZQuestionText).max(200).default([]),
  /** the version the update was made from (required for updates): a stale one gets 409 */
  version: zBodyInt({ min: 1, message: 'Must be a version' }).optional(),
});
export type TCustomQuestionSave = z.infer<typeof ZCustomQuestionSave>;
export type TCustomQuestionSaveInput = z.input<typeof ZCustomQuestionSave>;
