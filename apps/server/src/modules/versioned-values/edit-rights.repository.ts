import { and, eq, inArray, sql } from 'drizzle-orm';
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
  return db
    .select({
      permissions: roles.permissions,
      countryRelated: roles.countryRelated,
      categoryRelated: roles.categoryRelated,
      countries: sql<number[]>`array(select ${roleCountries.countryId} from ${roleCountries}
        where ${roleCountries.roleId} = ${roles.id})`,
      categories: sql<number[]>`array(select ${roleCategories.categoryId} from ${roleCategories}
        where ${roleCategories.roleId} = ${roles.id})`,
    })
    .from(roles)
    .where(and(eq(roles.customerId, customerId), inArray(roles.id, roleIds)));
}
