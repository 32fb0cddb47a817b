import type { TDatabase } from './client';
import { syncCountries } from './reference-data';
import { seedDemoIfEmpty } from './seed/demo';

/** Migrates, refreshes reference data and, on an empty database, seeds the demo. */
export async function prepareDatabase(database: TDatabase, opts: { seedDemo: boolean }) {
  await database.migrate();
  await syncCountries(database.db);
  if (opts.seedDemo) await seedDemoIfEmpty(database.db);
}
