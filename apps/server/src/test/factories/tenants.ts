import crypto from 'node:crypto';
import { GLOBAL_COUNTRY_ID } from '@askhr/shared/countries/countries.constants';
import type { TDb } from '../../db/client';
import { customerCountries, customers, features } from '../../db/schema';

/** A tenant with the global country and these countries, and these features switched on. */
export async function createTenant(
  db: TDb,
  opts: { name?: string; countries?: number[]; features?: string[] } = {},
) {
  const [customer] = await db
    .insert(customers)
    .values({ name: opts.name ?? `Tenant ${crypto.randomBytes(3).toString('hex')}` })
    .returning();
  const countryIds = [...new Set([GLOBAL_COUNTRY_ID, ...(opts.countries ?? [])])];
  await db
    .insert(customerCountries)
    .values(countryIds.map((countryId) => ({ customerId: customer!.id, countryId })));
  if (opts.features?.length)
    await db
      .insert(features)
      .values(opts.features.map((name) => ({ customerId: customer!.id, name, active: true })));
  return customer!;
}
