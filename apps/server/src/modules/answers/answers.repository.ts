import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { questions } from '../../db/schema';

export interface TQuestionRef {
  id: number;
  text: string;
  categoryId: number | null;
  managerOnly: boolean;
  inSubscription: boolean;
}

/**
 * The tenant's questions among `ids`, or all of them without `ids` (another tenant's ids and deleted
 * questions are simply not found).
 */
export async function findQuestionRefs(
  db: TDb,
  customerId: number,
  ids?: readonly number[],
  /** only knowledge-base questions (false) or only custom ones (true); both when absent */
  custom?: boolean,
): Promise<TQuestionRef[]> {
  if (ids?.length === 0) return [];
  return db
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
        eq(questions.customerId, customerId),
        ids ? inArray(questions.id, [...ids]) : undefined,
        custom === undefined ? undefined : eq(questions.custom, custom),
        isNull(questions.deletedAt),
      ),
    );
}
