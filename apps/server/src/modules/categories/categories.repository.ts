import { and, eq, inArray } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { categories, tags } from '../../db/schema';

export async function findCategories(db: TDb, customerId: number) {
  return db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(eq(categories.customerId, customerId));
}

export async function findTags(db: TDb, customerId: number) {
  return db.select({ id: tags.id, name: tags.name }).from(tags).where(eq(tags.customerId, customerId));
}

export async function insertCategories(db: TDb, customerId: number, names: string[]) {
  if (names.length === 0) return [];
  return db
    .insert(categories)
    .values(names.map((name) => ({ customerId, name })))
    .onConflictDoNothing()
    .returning({ id: categories.id, name: categories.name });
}

export async function insertTags(db: TDb, customerId: number, names: string[]) {
  if (names.length === 0) return [];
  return db
    .insert(tags)
    .values(names.map((name) => ({ customerId, name })))
    .onConflictDoNothing()
    .returning({ id: tags.id, name: tags.name });
}

/** Ids among `ids` that are categories (or tags) of this tenant. */
export async function findCategoryIds(db: TDb, customerId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.customerId, customerId), inArray(categories.id, ids)));
  return rows.map((r) => r.id);
}

export async function findTagIds(db: TDb, customerId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.customerId, customerId), inArray(tags.id, ids)));
  return rows.map((r) => r.id);
}
