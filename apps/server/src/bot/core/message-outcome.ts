import type { TDecision } from '@askhr/shared/bot/bot-decision';
import type { TAnswerRefusal } from '@askhr/shared/bot/bot-knowledge';
import type { TBotOutcome } from '../../lib/metrics';

const REFUSALS: Readonly<Record<TAnswerRefusal, TBotOutcome>> = {
  notInSubscription: 'refused_not_in_subscription',
  managerOnly: 'refused_manager_only',
  disabledQuestion: 'refused_disabled_question',
  inapplicableForCountry: 'refused_inapplicable_for_country',
};

/** What a decision came to, as the `outcome` of `askhr_bot_messages_total`. */
export function messageOutcome(decision: TDecision): TBotOutcome {
  if (decision.kind === 'answer') return decision.hedge ? 'hedged' : 'answered';
  if (decision.kind === 'refuse') return REFUSALS[decision.reaction];
  return decision.options.length > 0 ? 'options' : 'not_understood';
}
