import { effectiveVersion } from '@askhr/shared/versioned-values/versioned-values';
import { botReactionType, type TBotReactionKey } from '@askhr/shared/bot/bot-reactions.constants';
import { pickInLanguage, type TLanguage } from '@askhr/shared/bot/language';
import { GLOBAL_COUNTRY_ID } from '@askhr/shared/countries/countries.constants';
import type { TDb } from '../../db/client';
import { versionsAt } from '../../modules/versioned-values/versioned-values.service';
import { findBotReactionType } from './bot-core.repository';

/** The language the employee writes in, and the tenant's countries whose texts may be in it. */
export interface TReactionLanguage {
  language: TLanguage | null;
  tenantCountryIds: readonly number[];
}

/**
 * The text of a bot reaction for a country at `date`: the tenant's country value, its global value
 * as fallback (the rules of every versioned value), else the type's default text.
 *
 * When the employee's language is known and that text is in another one, the reaction is said in
 * the employee's language if the tenant has it: its global value, the default text, or another
 * country's value, in that order (a Spanish-speaking country's text for an employee of Spain
 * writing in Spanish, the English default for one writing in English).
 */
export async function reactionText(
  db: TDb,
  customerId: number,
  key: TBotReactionKey,
  countryId: number,
  date: Date,
  now: Date,
  inLanguage?: TReactionLanguage,
): Promise<string> {
  const type = botReactionType(key);
  const others = inLanguage?.language ? inLanguage.tenantCountryIds : [];
  const countryIds = [...new Set([countryId, GLOBAL_COUNTRY_ID, ...others])];
  const versions = await versionsAt(db, customerId, 'botReaction', [type.id], countryIds, date, now);
  const textOf = (id: number) => effectiveVersion(id, versions, date).version?.text;
  // the stored row wins over the constant so an operator can reword a default without a release
  const defaultText = async () => (await findBotReactionType(db, type.id))?.defaultText ?? type.defaultText;
  const own = textOf(countryId);
  if (!inLanguage?.language) return own ?? defaultText();
  const texts = [own, textOf(GLOBAL_COUNTRY_ID), await defaultText(), ...others.map(textOf)];
  return pickInLanguage(
    texts.filter((text): text is string => Boolean(text)),
    inLanguage.language,
  )!;
}
