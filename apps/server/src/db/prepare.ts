import type { TDatabase } from './client';
import { syncReferenceData } from './reference-data';

/**
 * Migrates and refreshes reference data: what every process needs before it touches the database.
 * Seeding the demo is the caller's choice (demo/seed/demo.ts), so that this layer knows no feature.
 */
export async function prepareDatabase(database: TDatabase): Promise<void> {
  await database.migrate();
  await syncReferenceData(database.db);
}
