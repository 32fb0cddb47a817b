import { asc, inArray } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { botReactionTypes } from '../../db/schema';

/**
 * The bot reaction types (the same for every tenant), all or those of `ids`, by id. They belong to
 * no category, so only a role not scoped to categories edits their texts.
 */
export async function findBotReactionTypes(db: TDb, ids?: readonly number[]) {
  const rows = await db
    .select()
    .from(botReactionTypes)
    .where(ids ? inArray(botReactionTypes.id, ids.length > 0 ? [...ids] : [-1]) : undefined)
    .orderBy(asc(botReactionTypes.id));
  return rows.map((row) => ({ ...row, categoryId: null }));
}
export type TBotReactionTypeRow = Awaited<ReturnType<typeof findBotReactionTypes>>[number];
