import { z } from 'zod';

/** Largest PDF the AI answer assistant reads. */
export const ASSISTANT_MAX_FILE_BYTES = 10 * 1024 * 1024;

export const ZAnswerSource = z.object({ page: z.number(), excerpt: z.string() });

/** Suggested answer of the AI answer assistant (`POST /api/UserAnswers/{id}/generate`). */
export const ZSuggestedAnswer = z.object({
  text: z.string(),
  sources: z.array(ZAnswerSource),
  mode: z.enum(['extractive', 'llm']),
});
export type TSuggestedAnswer = z.infer<typeof ZSuggestedAnswer>;
