import { GLOBAL_COUNTRY_ID } from '../countries/countries.constants';
import { effectiveVersion, type TVersionLike } from '../versioned-values/versioned-values';

/**
 * The one rule of whether an employee gets a question's answer (DESIGN section 5, steps 2 and 3).
 * The bot, the "preview as", the answer status of the knowledge base and the dashboard's Answers
 * Enabled all read it, so none of them can call a question enabled that the bot refuses.
 */
export interface TQuestionRuleFacts {
  inSubscription: boolean;
  managerOnly: boolean;
}

export type TAnswerBlock = 'NOT_IN_SUBSCRIPTION' | 'MANAGER_ONLY' | 'NO_ANSWER';

const TEAM_MEMBER = 2;

export type TAnswerOutcome<T> =
  | { reason: null; version: T; hasGlobal: boolean }
  | { reason: TAnswerBlock; version: null; hasGlobal: false };

/**
 * What an employee of the country gets on `date`: the version (its own or the inherited global
 * one), or why nothing. `roleId` null asks about any employee (the status of a question).
 */
export function answerOutcome<T extends TVersionLike>(
  question: TQuestionRuleFacts,
  countryId: number,
  roleId: number | null,
  versions: readonly T[],
  date: Date,
): TAnswerOutcome<T> {
  if (!question.inSubscription) return { reason: 'NOT_IN_SUBSCRIPTION', version: null, hasGlobal: false };
  if (question.managerOnly && roleId === TEAM_MEMBER)
    return { reason: 'MANAGER_ONLY', version: null, hasGlobal: false };
  const { version, hasGlobal } = effectiveVersion(countryId, versions, date);
  return version
    ? { reason: null, version, hasGlobal }
    : { reason: 'NO_ANSWER', version: null, hasGlobal: false };
}

/**
 * Enabled and disabled countries of a question (GET /api/UserAnswers/status): a question outside
 * the subscription is enabled nowhere, whatever answers it keeps.
 */
export function questionStatus(
  question: TQuestionRuleFacts & { id: number },
  countryIds: readonly number[],
  versions: readonly TVersionLike[],
  now: Date,
): { id: number; inSubscription: boolean; enabledCountries: number[]; disabledCountries: number[] } {
  const enabledCountries: number[] = [];
  const disabledCountries: number[] = [];
  for (const countryId of countryIds)
    (answerOutcome(question, countryId, null, versions, now).reason === null
      ? enabledCountries
      : disabledCountries
    ).push(countryId);
  return { id: question.id, inSubscription: question.inSubscription, enabledCountries, disabledCountries };
}

/**
 * "Enabled in N of M countries": over the tenant's real countries only. The global template
 * (country 1) is where countries inherit from, not a country employees are in.
 */
export function countryCoverage(status: {
  enabledCountries: readonly number[];
  disabledCountries: readonly number[];
}) {
  const isCountry = (id: number) => id !== GLOBAL_COUNTRY_ID;
  const enabled = status.enabledCountries.filter(isCountry).length;
  return { enabled, total: enabled + status.disabledCountries.filter(isCountry).length };
}
