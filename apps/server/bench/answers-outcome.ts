import { REASONS } from '@askhr/shared/bot/bot.constants';

/**
 * What one employee message got, as the employee meets it: the right answer at once, the right
 * question among the options offered (one click away), a wrong answer (another question's answer, or
 * another question's refusal such as "only for managers"), or no answer at all (not understood, or
 * options without the right one). For an out-of-scope message anything but a wrong answer is a
 * refusal.
 */
export type TOutcome = 'right' | 'rightInOptions' | 'wrong' | 'notUnderstood';

export interface TLoggedTurn {
  /** the reason logged; null when an answer was sent */
  reasonId: number | null;
  /** the question answered or refused */
  returnedQuestionId: number | null;
  /** the questions offered as buttons */
  optionIds: readonly number[];
}

const QUESTION_REFUSALS: readonly number[] = [
  REASONS.disabledQuestion,
  REASONS.inapplicableForCountry,
  REASONS.managerOnly,
  REASONS.notInSubscription,
];

export function outcomeOf(turn: TLoggedTurn, expectedId: number | null): TOutcome {
  const tookQuestion =
    turn.returnedQuestionId !== null && (turn.reasonId === null || QUESTION_REFUSALS.includes(turn.reasonId));
  if (tookQuestion)
    return turn.returnedQuestionId === expectedId && turn.reasonId === null ? 'right' : 'wrong';
  if (expectedId !== null && turn.optionIds.includes(expectedId)) return 'rightInOptions';
  return 'notUnderstood';
}
