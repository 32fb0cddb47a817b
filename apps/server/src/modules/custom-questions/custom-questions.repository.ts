import { and, asc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { questions, trainingUtterances } from '../../db/schema';

/** A custom question of the tenant that is not deleted. */
const isLiveCustom = (customerId: number) =>
  and(eq(questions.customerId, customerId), eq(questions.custom, true), isNull(questions.deletedAt));

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The tenant's custom questions, those with a text matching `search` only when given. */
export async function findCustomQuestions(db: TDb, customerId: number, search?: string) {
  const pattern = search ? likePattern(search) : undefined;
  return db
    .select({ id: questions.id, text: questions.text, version: questions.version })
    .from(questions)
    .where(
      and(
        isLiveCustom(customerId),
        pattern
          ? or(
              ilike(questions.text, pattern),
              sql`exists (select 1 from ${trainingUtterances} tu where tu.customer_id = ${customerId}
                and tu.question_id = ${questions.id} and tu.text ilike ${pattern})`,
            )
          : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${questions.text}) collate "C"`), asc(questions.id));
}

export async function findCustomQuestion(db: TDb, customerId: number, id: number) {
  const rows = await db
    .select({ id: questions.id, text: questions.text, version: questions.version })
    .from(questions)
    .where(and(isLiveCustom(customerId), eq(questions.id, id)));
  return rows[0];
}

/** The other texts of the questions, oldest first. */
export async function findOtherTexts(db: TDb, customerId: number, questionIds: number[]) {
  if (questionIds.length === 0) return [];
  return db
    .select({
      id: trainingUtterances.id,
      questionId: trainingUtterances.questionId,
      text: trainingUtterances.text,
    })
    .from(trainingUtterances)
    .where(
      and(eq(trainingUtterances.customerId, customerId), inArray(trainingUtterances.questionId, questionIds)),
    )
    .orderBy(asc(trainingUtterances.id));
}

export async function insertCustomQuestion(db: TDb, customerId: number, text: string) {
  const [row] = await db
    .insert(questions)
    .values({ customerId, text, custom: true })
    .returning({ id: questions.id });
  return row!.id;
}

/** Compare-and-set on `version`: undefined when the question changed or went meanwhile. */
export async function updateCustomQuestion(
  db: TDb,
  customerId: number,
  id: number,
  version: number,
  text: string,
) {
  const [row] = await db
    .update(questions)
    .set({ text, version: sql`${questions.version} + 1` })
    .where(and(isLiveCustom(customerId), eq(questions.id, id), eq(questions.version, version)))
    .returning({ version: questions.version });
  return row?.version;
}

export async function insertOtherTexts(db: TDb, customerId: number, questionId: number, texts: string[]) {
  if (texts.length === 0) return;
  await db.insert(trainingUtterances).values(texts.map((text) => ({ customerId, questionId, text })));
}

export async function deleteOtherTexts(db: TDb, customerId: number, ids: number[]) {
  if (ids.length === 0) return;
  await db
    .delete(trainingUtterances)
    .where(and(eq(trainingUtterances.customerId, customerId), inArray(trainingUtterances.id, ids)));
}

/** A soft delete, as for other questions: Review rows that predicted it keep their reference. */
export async function deleteCustomQuestion(db: TDb, customerId: number, id: number, userId: number) {
  const rows = await db
    .update(questions)
    .set({ deletedAt: sql`now()`, deletedBy: userId })
    .where(and(isLiveCustom(customerId), eq(questions.id, id)))
    .returning({ id: questions.id });
  return rows.length > 0;
}
