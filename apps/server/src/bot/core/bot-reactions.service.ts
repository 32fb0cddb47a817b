import { effectiveVersion } from '@askhr/shared/answers/versioned-values';
import { botReactionType, type TBotReactionKey } from '@askhr/shared/bot/bot-reactions.constants';
import { GLOBAL_COUNTRY_ID } from '@askhr/shared/countries/countries.constants';
import type { TDb } from '../../db/client';
import { versionsAt } from '../../modules/answers/versioned-values.service';
import { findBotReactionType } from './bot-core.repository';

/**
 * The text of a bot reaction for a country at `date`: the tenant's country value, its global value
 * as fallback (the rules of every versioned value), else the type's default text.
 */
export async function reactionText(
  db: TDb,
  customerId: number,
  key: TBotReactionKey,
  countryId: number,
  date: Date,
  now: Date,
): Promise<string> {
  const type = botReactionType(key);
  const versions = await versionsAt(
    db,
    customerId,
    'botReaction',
    [type.id],
    [...new Set([countryId, GLOBAL_COUNTRY_ID])],
    date,
    now,
  );
  const { version } = effectiveVersion(countryId, versions, date);
  if (version) return version.text;
  // the stored row wins over the constant so an operator can reword a default without a release
  return (await findBotReactionType(db, type.id))?.defaultText ?? type.defaultText;
}
