import type { TDatabase } from './client';
import { syncCountries } from './reference-data';
import { seedDemoIfEmpty, type TDemoSummary } from './seed/demo';

/**
 * Migrates, refreshes reference data and, on an empty database, seeds the demo. Returns the seeded
 * demo (null when nothing was seeded) so that the server can add its simulated history afterwards.
 */
export async function prepareDatabase(
  database: TDatabase,
  opts: { seedDemo: boolean },
): Promise<{ seededDemo: TDemoSummary | null }> {
  await database.migrate();
  await syncCountries(database.db);
  return { seededDemo: opts.seedDemo ? await seedDemoIfEmpty(database.db) : null };
}
