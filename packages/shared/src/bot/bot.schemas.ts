import { z } from 'zod';
import { ZBodyId } from '../schemas/primitives';

/** Payloads of the buttons the bot offers, sent back by the channel as the message `value`. */
export const ZChooseValue = z.object({
  kind: z.literal('choose'),
  questionId: ZBodyId,
  /** the logged message the question was offered for: a pick confirms it as the question's example */
  utteranceId: ZBodyId.optional(),
});
export const ZRateValue = z.object({
  kind: z.literal('rate'),
  utteranceId: ZBodyId,
  rating: z.union([z.literal(1), z.literal(-1)]),
});
/** "None of these" under the questions offered: the employee meant none of them. */
export const ZNoneValue = z.object({ kind: z.literal('none') });
/** A response option of a pulse survey, pressed under the survey's question. */
export const ZSurveyValue = z.object({ kind: z.literal('survey'), queryId: ZBodyId, optionId: ZBodyId });
export const ZBotButtonValue = z.discriminatedUnion('kind', [
  ZChooseValue,
  ZRateValue,
  ZNoneValue,
  ZSurveyValue,
]);
export type TBotButtonValue = z.infer<typeof ZBotButtonValue>;

/** Spec 001 section 9: an utterance keeps at most this many characters. */
export const UTTERANCE_MAX_LENGTH = 1000;
