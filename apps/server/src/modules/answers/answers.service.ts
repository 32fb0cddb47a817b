import type { TAnswerStatus, TCountryAnswer } from '@askhr/shared/answers/answers.schemas';
import { questionStatus } from '@askhr/shared/answers/answer-rule';
import type { TDb } from '../../db/client';
import type { TTenantContext } from '../../auth/guard';
import { answerLanguageMixes } from '../versioned-values/language-mix.service';
import { valueItemsOf, type TItemCard } from '../versioned-values/value-items.service';
import { findQuestionRefs, findQuestionWithVersions, type TQuestionRef } from './answers.repository';

/**
 * Answers are the versioned values of questions; a custom question's one answer is edited with it
 * on the Custom Questions screen, not here.
 */
export const answerValues = valueItemsOf<TQuestionRef>({
  kind: 'answer',
  find: (db, customerId, ids) => findQuestionRefs(db, customerId, ids, false),
  findWithVersions: findQuestionWithVersions,
  missing: (id) => (id === undefined ? 'This question does not exist.' : `Question ${id} does not exist.`),
});

const toAnswer = ({ itemId, ...card }: TItemCard): TCountryAnswer => ({ ...card, questionId: itemId });

export const questionOf = answerValues.itemOf;

/** One card per tenant country (Global first), or only `countryCode`'s, with or without a value. */
export async function listAnswers(
  db: TDb,
  tenant: TTenantContext,
  questionId: number,
  countryCode?: string,
  now = new Date(),
): Promise<TCountryAnswer[]> {
  const cards = await answerValues.list(db, tenant, questionId, countryCode, now);
  // a single country's card needs the global one to tell what the country inherits
  const all =
    countryCode === undefined ? cards : await answerValues.list(db, tenant, questionId, undefined, now);
  const mixes = await answerLanguageMixes(db, tenant.customerId, all, now);
  const mixOf = new Map(all.map((card, index) => [card.countryId, mixes[index] ?? null]));
  return cards.map((card) => ({ ...toAnswer(card), languageMix: mixOf.get(card.countryId) ?? null }));
}

/** The answer each question gives in one country (its own or the inherited global one). */
export async function currentAnswers(
  db: TDb,
  tenant: TTenantContext,
  questionIds: number[],
  countryFocus: string,
  now = new Date(),
): Promise<TCountryAnswer[]> {
  return (await answerValues.current(db, tenant, questionIds, countryFocus, now)).map(toAnswer);
}

/** A question outside the subscription is enabled nowhere, whatever answers it keeps. */
export function answersStatus(
  db: TDb,
  tenant: TTenantContext,
  questionIds: number[],
  now = new Date(),
): Promise<TAnswerStatus[]> {
  return answerValues.statuses(
    db,
    tenant,
    questionIds,
    (question, countryIds, versions) => questionStatus(question, countryIds, versions, now),

    now,
  );
}

/** Every question of the tenant, knowledge-base and custom, as the bot's knowledge holds them. */
export const questionRefs = (db: TDb, customerId: number) => findQuestionRefs(db, customerId);
