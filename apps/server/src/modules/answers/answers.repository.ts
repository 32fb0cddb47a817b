import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { preparedQuery } from '../../db/prepared-queries';
import { questions } from '../../db/schema';

export interface TQuestionRef {
  id: number;
  text: string;
  categoryId: number | null;
  managerOnly: boolean;
  inSubscription: boolean;
}

const questionRefs = preparedQuery((db) =>
  db
    .select({
      id: questions.id,
      text: questions.text,
      categoryId: questions.categoryId,
      managerOnly: questions.managerOnly,
      inSubscription: questions.inSubscription,
    })
    .from(questions)
    .where(
      and(
        eq(questions.customerId, sql.placeholder('customerId')),
        sql`(${sql.placeholder('ids')}::int[] is null or ${questions.id} = any(${sql.placeholder('ids')}::int[]))`,
        sql`(${sql.placeholder('custom')}::boolean is null or ${questions.custom} = ${sql.placeholder('custom')}::boolean)`,
        isNull(questions.deletedAt),
      ),
    )
    .prepare('question_refs'),
);

/**
 * The tenant's questions among `ids`, or all of them without `ids` (another tenant's ids and deleted
 * questions are simply not found). Prepared: every answer card and status call reads it.
 */
export async function findQuestionRefs(
  db: TDb,
  customerId: number,
  ids?: readonly number[],
  /** only knowledge-base questions (false) or only custom ones (true); both when absent */
  custom?: boolean,
): Promise<TQuestionRef[]> {
  if (ids?.length === 0) return [];
  return questionRefs(db).execute({ customerId, ids: ids ?? null, custom: custom ?? null });
}
