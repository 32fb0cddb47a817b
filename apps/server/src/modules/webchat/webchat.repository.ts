import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { countries, customerCountries } from '../../db/schema';

export async function findTenantCountryCodes(db: TDb, customerId: number): Promise<string[]> {
  const rows = await db
    .select({ code: countries.code })
    .from(customerCountries)
    .innerJoin(countries, eq(countries.id, customerCountries.countryId))
    .where(eq(customerCountries.customerId, customerId));
  return rows.map((row) => row.code);
}
