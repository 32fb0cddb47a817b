import { and, eq, inArray } from 'drizzle-orm';
import type { TEditRole } from '@askhr/shared/versioned-values/edit-scope';
import type { TDb } from '../../db/client';
import { countries, customerCountries, roleCategories, roleCountries, roles } from '../../db/schema';

export async function findTenantCountries(db: TDb, customerId: number) {
  return db
    .select({ id: countries.id, code: countries.code, name: countries.name })
    .from(customerCountries)
    .innerJoin(countries, eq(countries.id, customerCountries.countryId))
    .where(eq(customerCountries.customerId, customerId))
    .orderBy(countries.id);
}

/** The given roles of this tenant with their permissions and their country and category scopes. */
export async function findEditRoles(db: TDb, customerId: number, roleIds: number[]): Promise<TEditRole[]> {
  if (roleIds.length === 0) return [];
  const roleRows = await db
    .select({
      id: roles.id,
      permissions: roles.permissions,
      countryRelated: roles.countryRelated,
      categoryRelated: roles.categoryRelated,
    })
    .from(roles)
    .where(and(eq(roles.customerId, customerId), inArray(roles.id, roleIds)));
  const ids = roleRows.length > 0 ? roleRows.map((r) => r.id) : [-1];
  const [countryRows, categoryRows] = await Promise.all([
    db.select().from(roleCountries).where(inArray(roleCountries.roleId, ids)),
    db.select().from(roleCategories).where(inArray(roleCategories.roleId, ids)),
  ]);
  return roleRows.map((role) => ({
    permissions: role.permissions,
    countryRelated: role.countryRelated,
    categoryRelated: role.categoryRelated,
    countries: countryRows.filter((c) => c.roleId === role.id).map((c) => c.countryId),
    categories: categoryRows.filter((c) => c.roleId === role.id).map((c) => c.categoryId),
  }));
}
