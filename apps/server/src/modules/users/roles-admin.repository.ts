import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { customerCountries, roleCategories, roleCountries, roles } from '../../db/schema';

/** Which of these country ids the tenant has. */
export async function findTenantCountryIds(db: TDb, customerId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: customerCountries.countryId })
    .from(customerCountries)
    .where(and(eq(customerCountries.customerId, customerId), inArray(customerCountries.countryId, ids)));
  return rows.map((r) => r.id);
}

export interface TRoleEdit {
  name: string;
  description: string;
  permissions: string[];
  countryIds: number[];
  categoryIds: number[];
}

/** Compare-and-set on the role's version: undefined when it changed or went meanwhile. */
export async function updateRole(db: TDb, customerId: number, id: number, version: number, edit: TRoleEdit) {
  const { countryIds, categoryIds, ...values } = edit;
  const rows = await db
    .update(roles)
    .set({
      ...values,
      countryRelated: countryIds.length > 0,
      categoryRelated: categoryIds.length > 0,
      version: sql`${roles.version} + 1`,
    })
    .where(
      and(
        eq(roles.customerId, customerId),
        eq(roles.id, id),
        eq(roles.version, version),
        eq(roles.isCustomerSuccessManager, false),
      ),
    )
    .returning({ id: roles.id, version: roles.version });
  if (!rows[0]) return undefined;
  await db.delete(roleCountries).where(eq(roleCountries.roleId, id));
  await db.delete(roleCategories).where(eq(roleCategories.roleId, id));
  if (countryIds.length > 0)
    await db.insert(roleCountries).values(countryIds.map((countryId) => ({ roleId: id, countryId })));
  if (categoryIds.length > 0)
    await db.insert(roleCategories).values(categoryIds.map((categoryId) => ({ roleId: id, categoryId })));
  return rows[0];
}

/** Deletes the role when its version is the one read; false otherwise. */
export async function deleteRole(db: TDb, customerId: number, id: number, version: number) {
  const rows = await db
    .delete(roles)
    .where(
      and(
        eq(roles.customerId, customerId),
        eq(roles.id, id),
        eq(roles.version, version),
        eq(roles.isCustomerSuccessManager, false),
      ),
    )
    .returning({ id: roles.id });
  return rows.length > 0;
}
