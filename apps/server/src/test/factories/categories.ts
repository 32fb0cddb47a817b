import type { TDb } from '../../db/client';
import { categories } from '../../db/schema';

export async function createCategory(db: TDb, customerId: number, name: string) {
  const [row] = await db.insert(categories).values({ customerId, name }).returning();
  return row!;
}
