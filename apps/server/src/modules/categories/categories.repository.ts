import { eq } from 'drizzle-orm';
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
