import type { TAnswerSaveItem, TAnswerStatus, TCountryAnswer } from '@askhr/shared/answers/answers.schemas';
import type { TValueHistoryEntry } from '@askhr/shared/versioned-values/versioned-values.schemas';
import { questionStatus } from '@askhr/shared/answers/answer-rule';
import { canEditValue } from '@askhr/shared/versioned-values/edit-scope';
import type { TDb } from '../../db/client';
import type { TPrincipal, TTenantContext } from '../../auth/guard';
import { notFound } from '../../lib/errors';
import { findQuestionRefs, type TQuestionRef } from './answers.repository';
import {
  assertCanEdit,
  knowledgeContext,
  saveCountry,
  tenantCountry,
  type TKnowledgeContext,
} from '../versioned-values/edit-rights.service';
import { findLiveVersions } from '../versioned-values/versioned-values.repository';
import {
  effectiveCard,
  historyVersion,
  removeCountryValue,
  restoreVersion,
  saveVersions,
  valueCard,
  valueHistory,
  type TValueCard,
} from '../versioned-values/versioned-values.service';

const KIND = 'answer';

const toAnswer = (questionId: number, card: TValueCard): TCountryAnswer => ({ ...card, questionId });

export async function questionOf(db: TDb, customerId: number, questionId: number): Promise<TQuestionRef> {
  const [question] = await findQuestionRefs(db, customerId, [questionId]);
  if (!question) throw notFound('This question does not exist.');
  return question;
}

/** One card per tenant country (Global first), or only `countryCode`'s, with or without a value. */
export async function listAnswers(
  db: TDb,
  tenant: TTenantContext,
  questionId: number,
  countryCode?: string,
  now = new Date(),
): Promise<TCountryAnswer[]> {
  const context = await knowledgeContext(db, tenant);
  const question = await questionOf(db, tenant.customerId, questionId);
  const countries = countryCode ? [tenantCountry(context, countryCode)] : context.countries;
  const versions = await findLiveVersions(db, tenant.customerId, KIND, [questionId]);
  return countries.map((country) =>
    toAnswer(
      questionId,
      valueCard(country.id, versions, now, canEditValue(context.roles, country.id, question.categoryId)),
    ),
  );
}

/** The answer each question gives in one country (its own or the inherited global one). */
export async function currentAnswers(
  db: TDb,
  tenant: TTenantContext,
  questionIds: number[],
  countryFocus: string,
  now = new Date(),
): Promise<TCountryAnswer[]> {
  const context = await knowledgeContext(db, tenant);
  const country = tenantCountry(context, countryFocus);
  const questions = await findQuestionRefs(db, tenant.customerId, questionIds);
  const versions = await findLiveVersions(db, tenant.customerId, KIND, questionIds);
  return sortedLike(questionIds, questions).map((q) =>
    toAnswer(
      q.id,
      effectiveCard(
        country.id,
        versions.filter((v) => v.itemId === q.id),
        now,
        canEditValue(context.roles, country.id, q.categoryId),
      ),
    ),
  );
}

export async function answersStatus(
  db: TDb,
  tenant: TTenantContext,
  questionIds: number[],
  now = new Date(),
): Promise<TAnswerStatus[]> {
  const context = await knowledgeContext(db, tenant);
  const questions = await findQuestionRefs(db, tenant.customerId, questionIds);
  const versions = await findLiveVersions(db, tenant.customerId, KIND, questionIds);
  const countryIds = context.countries.map((c) => c.id);
  return sortedLike(questionIds, questions).map((q) =>
    questionStatus(
      q,
      countryIds,
      versions.filter((v) => v.itemId === q.id),
      now,
    ),
  );
}

/** Checks that every question and country exists and is editable, then saves in one transaction. */
export async function saveAnswers(
  db: TDb,
  tenant: TTenantContext,
  principal: TPrincipal,
  items: TAnswerSaveItem[],
  now = new Date(),
) {
  const context = await knowledgeContext(db, tenant);
  const questionIds = [...new Set(items.map((i) => i.questionId))];
  const questions = await findQuestionRefs(db, tenant.customerId, questionIds);
  for (const [index, item] of items.entries()) {
    const question = questions.find((q) => q.id === item.questionId);
    if (!question) throw notFound(`Question ${item.questionId} does not exist.`);
    assertCanEdit(context, saveCountry(context, item.countryId, index).id, question.categoryId);
  }
  const saved = await saveVersions(
    db,
    tenant.customerId,
    KIND,
    items.map((item) => ({ ...item, itemId: item.questionId })),
    { userId: principal.userId, name: principal.name || principal.email },
    now,
  );
  return saved.map((row) => ({ id: row.id, customerId: row.customerId }));
}

async function editableQuestion(
  db: TDb,
  context: TKnowledgeContext,
  questionId: number,
  countryId: number,
): Promise<TQuestionRef> {
  const question = await questionOf(db, context.customerId, questionId);
  assertCanEdit(context, countryId, question.categoryId);
  return question;
}

export async function removeAnswer(
  db: TDb,
  tenant: TTenantContext,
  countryCode: string,
  questionId: number,
  versionId?: number,
): Promise<{ removed: number }> {
  const context = await knowledgeContext(db, tenant);
  const country = tenantCountry(context, countryCode);
  await editableQuestion(db, context, questionId, country.id);
  return {
    removed: await removeCountryValue(db, tenant.customerId, KIND, questionId, country.id, versionId),
  };
}

export async function answerHistory(
  db: TDb,
  tenant: TTenantContext,
  questionId: number,
  countryId?: number,
): Promise<TValueHistoryEntry[]> {
  await questionOf(db, tenant.customerId, questionId);
  return valueHistory(db, tenant.customerId, KIND, questionId, countryId);
}

export async function restoreAnswer(
  db: TDb,
  tenant: TTenantContext,
  principal: TPrincipal,
  versionId: number,
) {
  const context = await knowledgeContext(db, tenant);
  const version = await historyVersion(db, tenant.customerId, KIND, versionId);
  await editableQuestion(db, context, version.itemId, tenantCountry(context, version.countryId).id);
  const row = await restoreVersion(db, tenant.customerId, KIND, version, {
    userId: principal.userId,
    name: principal.name || principal.email,
  });
  return { id: row.id, customerId: row.customerId };
}

/** The found rows in the order the ids were asked for. */
function sortedLike<T extends { id: number }>(ids: number[], rows: T[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return [...new Set(ids)].flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}
