import { sql } from 'drizzle-orm';
import { COUNTRIES } from '@askhr/shared/countries/countries.constants';
import type { TDb } from './client';
import { countries } from './schema';

export async function syncCountries(db: TDb) {
  await db
    .insert(countries)
    .values([...COUNTRIES])
    .onConflictDoUpdate({
      target: countries.id,
      set: { code: sql`excluded.code`, name: sql`excluded.name` },
    });
}
