import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { customSettings } from '../../db/schema';

export async function findSettings(db: TDb, customerId: number) {
  return db
    .select({ key: customSettings.key, value: customSettings.value })
    .from(customSettings)
    .where(eq(customSettings.customerId, customerId));
}

export async function findSetting(db: TDb, customerId: number, key: string) {
  const rows = await db
    .select({ key: customSettings.key, value: customSettings.value })
    .from(customSettings)
    .where(and(eq(customSettings.customerId, customerId), eq(customSettings.key, key)));
  return rows[0];
}

export async function upsertSettings(db: TDb, customerId: number, entries: { key: string; value: string }[]) {
  if (entries.length === 0) return;
  await db
    .insert(customSettings)
    .values(entries.map((entry) => ({ customerId, ...entry })))
    .onConflictDoUpdate({
      target: [customSettings.customerId, customSettings.key],
      set: { value: sql`excluded.value` },
    });
}
