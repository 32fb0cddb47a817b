import type { TDb } from '../../db/client';
import { customSettings } from '../../db/schema';

/** Sets the tenant's custom settings, one row per key. */
export async function createSettings(db: TDb, customerId: number, settings: Record<string, string>) {
  await db
    .insert(customSettings)
    .values(Object.entries(settings).map(([key, value]) => ({ customerId, key, value })));
}
