import { and, count, eq, inArray } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { countries, customerCountries, customerUsers, customers, features } from '../../db/schema';

export type TCustomerRow = typeof customers.$inferSelect;

export async function findFeatureStates(db: TDb, customerId: number) {
  return db
    .select({ name: features.name, active: features.active })
    .from(features)
    .where(eq(features.customerId, customerId));
}

// Operator functions below (CLI, demo seed): they act on a tenant from outside, not as a member.

export async function insertCustomer(db: TDb, name: string): Promise<TCustomerRow> {
  const [row] = await db.insert(customers).values({ name }).returning();
  return row!;
}

export async function findCustomer(db: TDb, customerId: number): Promise<TCustomerRow | undefined> {
  const rows = await db.select().from(customers).where(eq(customers.id, customerId));
  return rows[0];
}

export async function findCustomers(db: TDb): Promise<TCustomerRow[]> {
  return db.select().from(customers).orderBy(customers.id);
}

export async function countCustomers(db: TDb): Promise<number> {
  const [row] = await db.select({ n: count() }).from(customers);
  return row?.n ?? 0;
}

/** Adds the countries the tenant does not have yet; returns the ids actually added. */
export async function insertCustomerCountries(
  db: TDb,
  customerId: number,
  countryIds: number[],
): Promise<number[]> {
  if (countryIds.length === 0) return [];
  const rows = await db
    .insert(customerCountries)
    .values(countryIds.map((countryId) => ({ customerId, countryId })))
    .onConflictDoNothing()
    .returning({ countryId: customerCountries.countryId });
  return rows.map((r) => r.countryId);
}

export async function upsertFeatureStates(
  db: TDb,
  customerId: number,
  states: { name: string; active: boolean }[],
) {
  for (const state of states) {
    await db
      .insert(features)
      .values({ customerId, ...state })
      .onConflictDoUpdate({ target: [features.customerId, features.name], set: { active: state.active } });
  }
}

/** Country codes, active features and member counts of the given tenants, for the operator's list. */
export async function findCustomerSummaries(db: TDb, customerIds: number[]) {
  if (customerIds.length === 0) return { countryRows: [], featureRows: [], memberRows: [] };
  const countryRows = await db
    .select({ customerId: customerCountries.customerId, code: countries.code, id: countries.id })
    .from(customerCountries)
    .innerJoin(countries, eq(countries.id, customerCountries.countryId))
    .where(inArray(customerCountries.customerId, customerIds))
    .orderBy(countries.id);
  const featureRows = await db
    .select({ customerId: features.customerId, name: features.name })
    .from(features)
    .where(and(inArray(features.customerId, customerIds), eq(features.active, true)));
  const memberRows = await db
    .select({ customerId: customerUsers.customerId, members: count() })
    .from(customerUsers)
    .where(and(inArray(customerUsers.customerId, customerIds), eq(customerUsers.active, true)))
    .groupBy(customerUsers.customerId);
  return { countryRows, featureRows, memberRows };
}
