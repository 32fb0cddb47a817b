import { and, eq, isNull } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { questions } from '../../db/schema';

/** The tenant's questions employees can get an answer to (those in its subscription, not deleted). */
export async function findTenantQuestions(db: TDb, customerId: number) {
  return db
    .select({ id: questions.id, categoryId: questions.categoryId })
    .from(questions)
    .where(
      and(
        eq(questions.customerId, customerId),
        eq(questions.inSubscription, true),
        isNull(questions.deletedAt),
      ),
    );
}
