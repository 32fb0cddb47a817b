import { and, eq, inArray } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { countries, customerCountries, roleCountries, roles } from '../../db/schema';

export async function findTenantCountries(db: TDb, customerId: number) {
  return db
    .select({ id: countries.id, name: countries.name, code: countries.code })
    .from(customerCountries)
    .innerJoin(countries, eq(countries.id, customerCountries.countryId))
    .where(eq(customerCountries.customerId, customerId));
}

/** The given roles of this tenant with their permissions and country scope. */
export async function findRoleScopes(db: TDb, customerId: number, roleIds: number[]) {
  if (roleIds.length === 0) return [];
  const roleRows = await db
    .select({ id: roles.id, permissions: roles.permissions, countryRelated: roles.countryRelated })
    .from(roles)
    .where(and(eq(roles.customerId, customerId), inArray(roles.id, roleIds)));
  const countryRows = await db
    .select({ roleId: roleCountries.roleId, countryId: roleCountries.countryId })
    .from(roleCountries)
    .where(inArray(roleCountries.roleId, roleRows.length > 0 ? roleRows.map((r) => r.id) : [-1]));
  return roleRows.map((role) => ({
    ...role,
    countries: countryRows.filter((c) => c.roleId === role.id).map((c) => c.countryId),
  }));
}
