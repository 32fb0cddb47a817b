import { and, eq, inArray } from 'drizzle-orm';
import { RATINGS } from '@askhr/shared/bot/bot.constants';
import type { TDb } from '../../db/client';
import { countries, customers, utterances } from '../../db/schema';

/** The tenant's rows among `ids`; with `isNotHelpfulOnly`, only those the Feedback screen lists. */
export function findRowsToSend(
  db: TDb,
  customerId: number,
  ids: number[],
  { isNotHelpfulOnly = false } = {},
) {
  return db
    .select({
      id: utterances.id,
      date: utterances.date,
      countryCode: countries.code,
      roleId: utterances.roleId,
      text: utterances.text,
      answerText: utterances.answerText,
      rating: utterances.rating,
      observations: utterances.observations,
    })
    .from(utterances)
    .innerJoin(countries, eq(countries.id, utterances.countryId))
    .where(
      and(
        eq(utterances.customerId, customerId),
        inArray(utterances.id, ids),
        isNotHelpfulOnly ? eq(utterances.rating, RATINGS.notHelpful) : undefined,
      ),
    );
}

export type TSendRow = Awaited<ReturnType<typeof findRowsToSend>>[number];

export async function findTenantName(db: TDb, customerId: number): Promise<string | undefined> {
  const [row] = await db.select({ name: customers.name }).from(customers).where(eq(customers.id, customerId));
  return row?.name;
}
