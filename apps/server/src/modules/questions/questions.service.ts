import { COUNTRIES, GLOBAL_COUNTRY_ID } from '@askhr/shared/countries/countries.constants';
import { questionChangeRefusal } from '@askhr/shared/questions/question-rights';
import type { TPageQuery, TQuestion, TQuestionSave } from '@askhr/shared/questions/questions.schemas';
import { categoryScope, countryScope, isInScope } from '@askhr/shared/versioned-values/edit-scope';
import type { TPrincipal, TTenantContext } from '../../auth/guard';
import type { TDb } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { existingCategoryIds, existingTagIds } from '../categories/categories.service';
import { keywordsUsed } from '../versioned-values/versioned-values.service';
import {
  deleteQuestion,
  findIntentOptions,
  findQuestion,
  findQuestionPage,
  findRelatedCandidates,
  findTrainingUtterances,
  insertQuestion,
  replaceQuestionDetails,
  updateQuestion,
  type TQuestionFilter,
  type TQuestionRow,
} from './questions.repository';
import { rankRelatedIn, relatedIndex, type TRelatedIndex } from './related-questions';
import { confirmExample } from './confirmed-examples.repository';
import { findQuestionDetails, findTrainingData } from './training-data.repository';
import { recordAudit } from '../audit/audit.service';
import { STALE_MESSAGES } from '@askhr/shared/errors/stale-messages';

const INTENT_LIMIT = 20;
const RELATED_LIMIT = 8;

export const NOT_EVERY_COUNTRY_MESSAGE =
  'Questions belong to every country: only a role that is not limited to countries can change them.';
export const STALE_QUESTION_MESSAGE = STALE_MESSAGES.question;

type TRowWithCategory = {
  question: TQuestionRow;
  category: { id: number; name: string } | null;
  tags: { id: number; name: string }[];
};

function countryIdOf(code: string): number {
  const country = COUNTRIES.find((c) => c.code.toLowerCase() === code.toLowerCase());
  if (!country) throw badRequest('Unknown country.', { countryCode: ['Unknown country code'] });
  return country.id;
}

function present({ question, category, tags }: TRowWithCategory): TQuestion {
  return {
    id: question.id,
    text: question.text,
    description: question.description,
    info: question.info,
    category,
    questionTags: tags.map((tag) => ({ tagId: tag.id, tag: { id: tag.id, name: tag.name } })),
    managerOnly: question.managerOnly,
    inSubscription: question.inSubscription,
    version: question.version,
  };
}

export async function pageQuestions(db: TDb, tenant: TTenantContext, query: TPageQuery) {
  const countryId = query.countryCode ? countryIdOf(query.countryCode) : undefined;
  const filter: TQuestionFilter = {
    search: query.description?.trim() || undefined,
    categoryId: query.categoryId,
    tagId: query.tagId,
  };
  if (query.editMode) {
    const roles = tenant.editRoles;
    // one role must cover both the focused country and the category (as on the answer cards)
    const covering =
      countryId === undefined ? roles : roles.filter((role) => isInScope(countryScope([role]), countryId));
    const categories = categoryScope(covering);
    filter.categoryIds = categories === 'all' ? null : [...categories];
  }
  if (query.missing) filter.enabledIn = { countryId: countryId ?? GLOBAL_COUNTRY_ID, enabled: false };
  const { rows, total } = await findQuestionPage(db, tenant.customerId, filter, query);
  return { data: rows.map(present), total };
}

export async function listIntents(db: TDb, customerId: number, input: string) {
  const rows = await findIntentOptions(db, customerId, input, INTENT_LIMIT);
  return rows.map((r) => ({ id: r.id, intent: r.text, text: r.text }));
}

async function requireQuestion(db: TDb, customerId: number, id: number) {
  const row = await findQuestion(db, customerId, id);
  if (!row) throw notFound('Question not found.');
  return row;
}

/** Related by meaning (category, placeholders their answers use, wording), best first. */
/** Every knowledge base question of the tenant as ranking sees it, with the keywords its answers use. */
export async function loadRelatedIndex(db: TDb, customerId: number): Promise<TRelatedIndex> {
  const [rows, used] = await Promise.all([
    findRelatedCandidates(db, customerId),
    keywordsUsed(db, customerId, 'answer'),
  ]);
  const keywords = new Map(used.map((row) => [row.itemId, row.keywords]));
  return relatedIndex(rows.map((row) => ({ ...row, keywords: keywords.get(row.id) ?? [] })));
}

export async function relatedQuestions(
  db: TDb,
  indexes: { get(customerId: number): Promise<TRelatedIndex> },
  customerId: number,
  id: number,
) {
  const { question } = await requireQuestion(db, customerId, id);
  return rankRelatedIn(await indexes.get(customerId), question.id, RELATED_LIMIT);
}

export async function getQuestion(db: TDb, customerId: number, id: number): Promise<TQuestion> {
  const [row, trainingUtterances] = await Promise.all([
    requireQuestion(db, customerId, id),
    findTrainingUtterances(db, customerId, id),
  ]);
  return { ...present(row), trainingUtterances };
}

/** Every category given (old and new when moving) must be covered by a role of every country. */
function assertCanChangeQuestion(tenant: TTenantContext, categoryIds: (number | null)[]) {
  for (const categoryId of categoryIds) {
    const refusal = questionChangeRefusal(tenant.editRoles, categoryId);
    if (refusal === 'country') throw forbidden(NOT_EVERY_COUNTRY_MESSAGE);
    if (refusal === 'category') throw forbidden('Your roles do not cover this category.');
  }
}

/** Distinct by case and surrounding spaces, in the order given. */
function distinctUtterances(utterances: string[]): string[] {
  const seen = new Set<string>();
  return utterances.filter((u) => {
    const key = u.trim().toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export async function saveQuestion(db: TDb, tenant: TTenantContext, body: TQuestionSave) {
  const { customerId } = tenant;
  const isNew = body.id === undefined || body.id <= 0;
  // the portal always has the version it read: an update without one could overwrite anything
  if (!isNew && body.version === undefined)
    throw badRequest('An update needs the version of the question it was made from.', {
      version: ['Required when updating a question'],
    });
  const existing = isNew ? undefined : await requireQuestion(db, customerId, body.id!);

  const tagIds = [...new Set(body.tagIds)];
  const [knownCategories, knownTags] = await Promise.all([
    existingCategoryIds(db, customerId, body.categoryId === null ? [] : [body.categoryId]),
    existingTagIds(db, customerId, tagIds),
  ]);
  const fields: Record<string, string[]> = {};
  if (body.categoryId !== null && knownCategories.length === 0) fields.categoryId = ['Unknown category'];
  const unknownTags = tagIds.filter((id) => !knownTags.includes(id));
  if (unknownTags.length > 0) fields.tagIds = [`Unknown tags: ${unknownTags.join(', ')}`];
  if (Object.keys(fields).length > 0) throw badRequest('The question refers to unknown items.', fields);

  // moving a question needs the right to its old category as well as to its new one
  assertCanChangeQuestion(tenant, [...(existing ? [existing.question.categoryId] : []), body.categoryId]);
  // the rights above were checked against this read: a save from another read changes nothing
  if (existing && existing.question.version !== body.version) throw conflict(STALE_QUESTION_MESSAGE);

  const values = {
    text: body.text,
    description: body.description,
    info: body.info,
    categoryId: body.categoryId,
    managerOnly: body.managerOnly,
  };
  const id = await db.transaction(async (tx) => {
    const questionId = isNew ? await insertQuestion(tx, customerId, values) : body.id!;
    // compare-and-set: of two saves made from the same read, only the first changes the question
    if (!isNew && (await updateQuestion(tx, customerId, questionId, body.version!, values)) === undefined) {
      await requireQuestion(tx, customerId, questionId); // 404 when it was deleted meanwhile
      throw conflict(STALE_QUESTION_MESSAGE);
    }
    await replaceQuestionDetails(tx, customerId, questionId, {
      tagIds,
      utterances: distinctUtterances(body.trainingUtterances),
    });
    return questionId;
  });
  return { id, customerId };
}

/** A soft delete: the question leaves every list and the bot, its answers' history stays. */
export async function removeQuestion(db: TDb, tenant: TTenantContext, principal: TPrincipal, id: number) {
  const { question } = await requireQuestion(db, tenant.customerId, id);
  assertCanChangeQuestion(tenant, [question.categoryId]);
  // only the question whose category was checked: a move meanwhile bumped its version
  const isDeleted = await db.transaction(async (tx) => {
    if (!(await deleteQuestion(tx, tenant.customerId, id, question.version, principal.userId))) return false;
    await recordAudit(tx, {
      customerId: tenant.customerId,
      action: 'question.delete',
      actor: principal,
      target: question.text,
    });
    return true;
  });
  if (!isDeleted) {
    await requireQuestion(db, tenant.customerId, id); // 404 when deleted meanwhile
    throw conflict(STALE_QUESTION_MESSAGE);
  }
}

/** The tenant's questions, their training utterances and the examples confirmed by use. */
export const trainingData = (db: TDb, customerId: number) => findTrainingData(db, customerId);

/** What the tenant wrote about each question beside its text: what the bot's lexical search reads. */
export const questionDetails = (db: TDb, customerId: number) => findQuestionDetails(db, customerId);

/** Keeps an employee's message as an example of a question, once per question and text; whether it is new. */
export const confirmQuestionExample = (...args: Parameters<typeof confirmExample>) => confirmExample(...args);
