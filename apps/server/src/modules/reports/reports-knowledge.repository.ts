import { and, eq, isNull } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { questions } from '../../db/schema';

/** The tenant's questions (not deleted), with what the answer rule needs to know of them. */
export async function findTenantQuestions(db: TDb, customerId: number) {
  return db
    .select({
      id: questions.id,
      categoryId: questions.categoryId,
      inSubscription: questions.inSubscription,
      managerOnly: questions.managerOnly,
    })
    .from(questions)
    .where(and(eq(questions.customerId, customerId), isNull(questions.deletedAt)));
}
