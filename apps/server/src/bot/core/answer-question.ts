import { itemStatus } from '@askhr/shared/versioned-values/versioned-values';
import { REASONS } from '@askhr/shared/bot/bot.constants';
import type { TBotReactionKey } from '@askhr/shared/bot/bot-reactions.constants';
import type { TDb } from '../../db/client';
import type { TTenantContext } from '../../auth/guard';
import { previewAnswer } from '../../modules/answers/answers-preview.service';
import type { TQuestionRef } from '../../modules/answers/answers.repository';
import { versionsAt } from '../../modules/versioned-values/versioned-values.service';

export interface TBotProfile {
  countryId: number;
  countryCode: string;
  roleId: 1 | 2;
}

export type TAnswerOutcome =
  | { reasonId: null; text: string }
  | {
      reasonId:
        | typeof REASONS.notInSubscription
        | typeof REASONS.managerOnly
        | typeof REASONS.disabledQuestion
        | typeof REASONS.inapplicableForCountry;
      reaction: TBotReactionKey;
    };

/** The bot is no portal user: a tenant context without roles, permissions or features. */
const botTenant = (customerId: number): TTenantContext => ({
  customerId,
  customerUserId: 0,
  roleIds: [],
  permissions: new Set(),
  features: new Set(),
});

/**
 * Steps 2 (the question's own checks) and 3 of DESIGN section 5 for a question of the tenant,
 * through the "preview as" service so that the bot and the portal preview never disagree.
 * Computed per message: a scheduled version answers from its validFrom on, without a restart.
 */
export async function answerQuestion(
  db: TDb,
  customerId: number,
  question: TQuestionRef,
  profile: TBotProfile,
  tenantCountryIds: readonly number[],
  date: Date,
  now: Date,
): Promise<TAnswerOutcome> {
  const preview = await previewAnswer(
    db,
    botTenant(customerId),
    {
      questionId: question.id,
      countryCode: profile.countryCode,
      roleId: profile.roleId,
      date: date.toISOString(),
    },
    now,
  );
  if (preview.reason === null) return { reasonId: null, text: preview.text ?? '' };
  if (preview.reason === 'NOT_IN_SUBSCRIPTION')
    return { reasonId: REASONS.notInSubscription, reaction: 'notInSubscription' };
  if (preview.reason === 'MANAGER_ONLY') return { reasonId: REASONS.managerOnly, reaction: 'managerOnly' };
  const versions = await versionsAt(db, customerId, 'answer', [question.id], tenantCountryIds, date, now);
  const { enabledCountries } = itemStatus(question.id, tenantCountryIds, versions, date);
  return enabledCountries.length > 0
    ? { reasonId: REASONS.inapplicableForCountry, reaction: 'inapplicableForCountry' }
    : { reasonId: REASONS.disabledQuestion, reaction: 'disabledQuestion' };
}
