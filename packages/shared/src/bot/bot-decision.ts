import { renderPlaceholders, type TRendered } from '../placeholders/placeholder-rendering';
import { REASONS } from './bot.constants';
import {
  answerFor,
  placeholderEntries,
  type TAnswerRefusal,
  type TBotKnowledge,
  type TEmployee,
  type TKnowledgeQuestion,
  type TKnowledgeVersion,
} from './bot-knowledge';

/**
 * Step 2 of DESIGN section 5 as one pure function of what the bot knows, who asks and what the
 * model understood: every reason of spec 001 section 3 that the bot records is decided here, by
 * the conversation core for every channel and by the portal's "preview as" alike.
 */
export interface TRankedIntent {
  questionId: number;
  /** confidence in [0, 1] */
  score: number;
}

export interface TThresholds {
  /** below: None Intent */
  low: number;
  /** from low up to here: Low Confidence; from here on the top intent is taken */
  high: number;
  /** the two best intents closer than this (both at least `low`): Close Match */
  closeMargin: number;
  /**
   * a question the asker cannot get (managers only, not in their country) is refused only this far
   * ahead of every question they can get; closer, the bot asks. Wider than the close margin: a
   * refusal costs the employee more than a question back.
   */
  refusalMargin: number;
}

export const DEFAULT_THRESHOLDS: TThresholds = { low: 0.3, high: 0.6, closeMargin: 0.1, refusalMargin: 0.2 };

/** At most this many questions are offered when the bot is unsure (and "None of these"). */
export const MAX_OPTIONS = 3;

/** a gap equal to the margin is not close, whatever floating point makes of 0.7 - 0.6 */
const EPSILON = 1e-9;

/** The intent the decision rests on; a question chosen from buttons has no confidence. */
export interface TPredicted {
  questionId: number;
  score: number | null;
}

export type TUnderstanding =
  | { kind: 'none'; reasonId: typeof REASONS.noneIntent; top: TRankedIntent | null }
  | { kind: 'orphan'; reasonId: typeof REASONS.orphanIntent; top: TRankedIntent }
  | { kind: 'low'; reasonId: typeof REASONS.lowConfidence; top: TRankedIntent }
  | { kind: 'close'; reasonId: typeof REASONS.closeMatch; top: TRankedIntent; second: TRankedIntent }
  | { kind: 'question'; top: TRankedIntent };

/**
 * What the ranking says, before the question itself is looked at. `isTenantQuestion` tells the
 * tenant's questions from intents that name none (a deleted question, or a foreign id): those are
 * never answered.
 */
export function understand(
  ranked: readonly TRankedIntent[],
  isTenantQuestion: (questionId: number) => boolean,
  thresholds: TThresholds = DEFAULT_THRESHOLDS,
): TUnderstanding {
  const sorted = [...ranked].sort((a, b) => b.score - a.score);
  const top = sorted[0];
  if (!top || top.score < thresholds.low)
    return { kind: 'none', reasonId: REASONS.noneIntent, top: top ?? null };
  if (!isTenantQuestion(top.questionId)) return { kind: 'orphan', reasonId: REASONS.orphanIntent, top };
  const second = sorted.slice(1).find((r) => isTenantQuestion(r.questionId));
  if (second && second.score >= thresholds.low && top.score - second.score < thresholds.closeMargin - EPSILON)
    return { kind: 'close', reasonId: REASONS.closeMatch, top, second };
  if (top.score < thresholds.high) return { kind: 'low', reasonId: REASONS.lowConfidence, top };
  return { kind: 'question', top };
}

const REFUSAL_REASONS = {
  notInSubscription: REASONS.notInSubscription,
  managerOnly: REASONS.managerOnly,
  disabledQuestion: REASONS.disabledQuestion,
  inapplicableForCountry: REASONS.inapplicableForCountry,
} as const satisfies Record<TAnswerRefusal, number>;

export type TQuestionDecision =
  | {
      kind: 'answer';
      question: TKnowledgeQuestion;
      predicted: TPredicted;
      version: TKnowledgeVersion;
      hasGlobal: boolean;
      /** the answer with the country's placeholder values filled in */
      rendered: TRendered;
    }
  | {
      kind: 'refuse';
      question: TKnowledgeQuestion;
      predicted: TPredicted;
      reasonId: (typeof REFUSAL_REASONS)[TAnswerRefusal];
      /** the bot reaction sent instead of an answer */
      reaction: TAnswerRefusal;
    };

export type TUnsureDecision = {
  kind: 'unsure';
  reasonId:
    | typeof REASONS.noneIntent
    | typeof REASONS.orphanIntent
    | typeof REASONS.lowConfidence
    | typeof REASONS.closeMatch;
  reaction: 'noneIntent' | 'noneOfThese' | 'lowConfidence' | 'closeMatch';
  /** the tenant's question the model leaned to, if any */
  predicted: TPredicted | null;
  /** questions offered as buttons */
  options: TKnowledgeQuestion[];
};

export type TDecision = TQuestionDecision | TUnsureDecision;

/** A question of the tenant, taken: the answer the employee gets, or why none (and its reaction). */
export function decideQuestion(
  knowledge: TBotKnowledge,
  employee: TEmployee,
  question: TKnowledgeQuestion,
  predicted: TPredicted,
): TQuestionDecision {
  const answer = answerFor(knowledge, question, employee);
  if (answer.refusal !== null)
    return {
      kind: 'refuse',
      question,
      predicted,
      reasonId: REFUSAL_REASONS[answer.refusal],
      reaction: answer.refusal,
    };
  const entries = placeholderEntries(knowledge, employee.countryId, employee.date);
  return {
    kind: 'answer',
    question,
    predicted,
    version: answer.version,
    hasGlobal: answer.hasGlobal,
    rendered: renderPlaceholders(answer.version.text, entries),
  };
}

/** A message the model ranked: answered, refused with its reason, or not understood well enough. */
export function decide(
  knowledge: TBotKnowledge,
  employee: TEmployee,
  ranked: readonly TRankedIntent[],
  thresholds: TThresholds = DEFAULT_THRESHOLDS,
): TDecision {
  const question = (id: number) => knowledge.questions.get(id);
  const canGet = (id: number) => answerFor(knowledge, question(id)!, employee).refusal === null;
  const sorted = [...ranked].sort((a, b) => b.score - a.score);
  const understood = understand(sorted, (id) => knowledge.questions.has(id), thresholds);
  if (understood.kind === 'question') {
    const { top } = understood;
    const taken = decideQuestion(knowledge, employee, question(top.questionId)!, top);
    // "only for managers" (or not in your country) only when that question is clearly what was
    // asked: one the asker can get within the refusal margin makes the bot ask instead
    const rival =
      taken.kind === 'refuse' &&
      sorted.find(
        (r) =>
          r.questionId !== top.questionId &&
          question(r.questionId) &&
          r.score > top.score - thresholds.refusalMargin + EPSILON &&
          canGet(r.questionId),
      );
    if (!rival) return taken;
    return {
      kind: 'unsure',
      reasonId: REASONS.closeMatch,
      reaction: 'closeMatch',
      predicted: top,
      options: [question(rival.questionId)!, question(top.questionId)!],
    };
  }
  const predicted = understood.top && question(understood.top.questionId) ? understood.top : null;
  const unsure = { kind: 'unsure', reasonId: understood.reasonId, predicted } as const;
  if (understood.kind === 'none' || understood.kind === 'orphan')
    return { ...unsure, reaction: 'noneIntent', options: [] };
  // unsure but not lost: the best of the tenant's questions the ranking does not rule out, one click away
  // what the asker can get comes first; among those, and among the rest, the best first
  const options = sorted
    .filter((r) => r.score >= thresholds.low && question(r.questionId))
    .slice(0, MAX_OPTIONS)
    .sort((a, b) => Number(canGet(b.questionId)) - Number(canGet(a.questionId)))
    .map((r) => question(r.questionId)!);
  return { ...unsure, reaction: understood.kind === 'low' ? 'lowConfidence' : 'closeMatch', options };
}

/** "None of these" pressed under the questions offered: not understood after all, said in its own words. */
export function decideNoneOfThese(): TUnsureDecision {
  return {
    kind: 'unsure',
    reasonId: REASONS.noneIntent,
    reaction: 'noneOfThese',
    predicted: null,
    options: [],
  };
}

/** A question chosen from the bot's buttons: answered as asked, or not understood when it is gone. */
export function decideChoice(knowledge: TBotKnowledge, employee: TEmployee, questionId: number): TDecision {
  const question = knowledge.questions.get(questionId);
  if (question) return decideQuestion(knowledge, employee, question, { questionId, score: null });
  return {
    kind: 'unsure',
    reasonId: REASONS.orphanIntent,
    reaction: 'noneIntent',
    predicted: null,
    options: [],
  };
}
