import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { customBots } from '../../db/schema-it-admin';

export type TCustomBotRow = typeof customBots.$inferSelect;
export type TCustomBotValues = Pick<
  TCustomBotRow,
  | 'shortName'
  | 'fullName'
  | 'shortDescription'
  | 'fullDescription'
  | 'accentColor'
  | 'colorIcon'
  | 'outlineIcon'
  | 'updatedBy'
>;

export async function findCustomBot(db: TDb, customerId: number) {
  const [row] = await db.select().from(customBots).where(eq(customBots.customerId, customerId));
  return row;
}

/** The tenant's first save; undefined when another save created it meanwhile. */
export async function insertCustomBot(db: TDb, customerId: number, values: TCustomBotValues) {
  const [row] = await db
    .insert(customBots)
    .values({ customerId, ...values })
    .onConflictDoNothing({ target: customBots.customerId })
    .returning();
  return row;
}

/** Compare-and-set on `version`: undefined when the package changed meanwhile. */
export async function updateCustomBot(
  db: TDb,
  customerId: number,
  version: number,
  values: TCustomBotValues,
) {
  const [row] = await db
    .update(customBots)
    .set({ ...values, version: sql`${customBots.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(customBots.customerId, customerId), eq(customBots.version, version)))
    .returning();
  return row;
}
