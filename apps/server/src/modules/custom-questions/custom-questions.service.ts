import { GLOBAL_COUNTRY_ID } from '@askhr/shared/countries/countries.constants';
import type {
  TCustomQuestion,
  TCustomQuestionSave,
} from '@askhr/shared/custom-questions/custom-questions.schemas';
import type { TPrincipal } from '../../auth/guard';
import type { TDb } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { addVersion, liveVersions } from '../versioned-values/versioned-values.service';
import { diffTexts, mergeQuestionTexts } from './custom-question-texts';
import {
  deleteCustomQuestion,
  deleteOtherTexts,
  findCustomQuestion,
  findCustomQuestions,
  findOtherTexts,
  insertCustomQuestion,
  insertOtherTexts,
  updateCustomQuestion,
} from './custom-questions.repository';
import { STALE_MESSAGES } from '@askhr/shared/errors/stale-messages';

export const STALE_CUSTOM_QUESTION_MESSAGE = STALE_MESSAGES.customQuestion;
const NOT_FOUND_MESSAGE = 'Custom question not found.';

type TQuestionRow = { id: number; text: string; version: number };

/** The global answer in force of each question: a custom question answers every country alike. */
async function answersOf(db: TDb, customerId: number, ids: number[], now: Date) {
  const versions = await liveVersions(db, customerId, 'answer', ids, [GLOBAL_COUNTRY_ID]);
  const inForce = new Map<number, { text: string; validFrom: Date }>();
  for (const version of versions) {
    if (version.validFrom > now) continue;
    const known = inForce.get(version.itemId);
    if (!known || known.validFrom < version.validFrom) inForce.set(version.itemId, version);
  }
  return inForce;
}

async function present(db: TDb, customerId: number, rows: TQuestionRow[], now: Date) {
  const ids = rows.map((row) => row.id);
  const [others, answers] = await Promise.all([
    findOtherTexts(db, customerId, ids),
    answersOf(db, customerId, ids, now),
  ]);
  return rows.map((row): TCustomQuestion => ({
    id: row.id,
    questions: [row.text, ...others.filter((o) => o.questionId === row.id).map((o) => o.text)],
    answer: answers.get(row.id)?.text ?? '',
    version: row.version,
  }));
}

export async function listCustomQuestions(db: TDb, customerId: number, search?: string, now = new Date()) {
  return present(db, customerId, await findCustomQuestions(db, customerId, search || undefined), now);
}

export async function getCustomQuestion(db: TDb, customerId: number, id: number, now = new Date()) {
  const row = await findCustomQuestion(db, customerId, id);
  if (!row) throw notFound(NOT_FOUND_MESSAGE);
  const [question] = await present(db, customerId, [row], now);
  return question!;
}

/**
 * Creates (id missing or <= 0) or updates a custom question: its first text is the question's,
 * the others its training utterances, and a changed answer becomes the global answer from now on.
 */
export async function saveCustomQuestion(
  db: TDb,
  customerId: number,
  principal: TPrincipal,
  body: TCustomQuestionSave,
  now = new Date(),
) {
  const isNew = body.id === undefined || body.id <= 0;
  if (!isNew && body.version === undefined)
    throw badRequest('An update needs the version it was made from.', { version: ['Required'] });
  const id = await db.transaction(async (tx) => {
    const existing = isNew ? undefined : await findCustomQuestion(tx, customerId, body.id!);
    if (!isNew && !existing) throw notFound(NOT_FOUND_MESSAGE);
    const others = existing ? await findOtherTexts(tx, customerId, [existing.id]) : [];
    const stored = existing ? [existing.text, ...others.map((o) => o.text)] : [];
    const [first, ...rest] = mergeQuestionTexts(stored, body);
    if (!first) throw badRequest('Please add a question text', { questions: ['Please add a question text'] });
    const questionId = existing ? existing.id : await insertCustomQuestion(tx, customerId, first);
    // compare-and-set: of two saves made from the same read, only the first changes the question
    if (
      existing &&
      (await updateCustomQuestion(tx, customerId, questionId, body.version!, first)) === undefined
    )
      throw conflict(STALE_CUSTOM_QUESTION_MESSAGE);
    const { removeIds, add } = diffTexts(others, rest);
    await deleteOtherTexts(tx, customerId, removeIds);
    await insertOtherTexts(tx, customerId, questionId, add);
    const current = (await answersOf(tx, customerId, [questionId], now)).get(questionId);
    if (current?.text !== body.answer) {
      const version = {
        itemId: questionId,
        countryId: GLOBAL_COUNTRY_ID,
        text: body.answer,
        active: true,
        validFrom: now,
        createdAt: now,
        createdBy: principal.userId,
        createdByName: principal.name,
        replacesId: null,
      };
      await addVersion(tx, customerId, 'answer', version, now);
    }
    return questionId;
  });
  return { id, customerId };
}

export async function removeCustomQuestion(db: TDb, customerId: number, principal: TPrincipal, id: number) {
  if (!(await deleteCustomQuestion(db, customerId, id, principal.userId))) throw notFound(NOT_FOUND_MESSAGE);
}
