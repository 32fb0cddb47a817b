import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TPortalLanguage } from '@askhr/shared/users/portal-language';
import type { TDb } from '../../db/client';
import {
  customerUserRoles,
  customerUsers,
  customers,
  roleCategories,
  roleCountries,
  roles,
  users,
} from '../../db/schema';

export type TUserRow = typeof users.$inferSelect;
export type TRoleRow = typeof roles.$inferSelect;

export async function findUserByEmail(db: TDb, email: string): Promise<TUserRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return rows[0];
}

export async function insertUser(
  db: TDb,
  values: {
    email: string;
    name: string;
    passwordHash: string | null;
    identityId: string | null;
    temporaryPasswordUntil?: Date | null;
  },
): Promise<TUserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

/** The account's chosen portal language (user-scoped: an account spans tenants). */
export async function findUserLanguage(db: TDb, userId: number): Promise<TPortalLanguage | null> {
  const rows = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return rows[0]?.language ?? null;
}

/** Saves the account's own portal language; null follows the browser's. */
export async function updateUserLanguage(db: TDb, userId: number, language: TPortalLanguage | null) {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}

/** The tenants the user is an active member of (user-scoped: it spans tenants on purpose). */
export async function findActiveMemberships(db: TDb, userId: number) {
  return db
    .select({ customerUserId: customerUsers.id, customerId: customers.id, customerName: customers.name })
    .from(customerUsers)
    .innerJoin(customers, eq(customers.id, customerUsers.customerId))
    .where(and(eq(customerUsers.userId, userId), eq(customerUsers.active, true)));
}

export async function findRoles(db: TDb, customerId: number): Promise<TRoleRow[]> {
  return db.select().from(roles).where(eq(roles.customerId, customerId));
}

export async function findRoleByName(
  db: TDb,
  customerId: number,
  name: string,
): Promise<TRoleRow | undefined> {
  const rows = await db
    .select()
    .from(roles)
    .where(and(eq(roles.customerId, customerId), eq(roles.name, name)));
  return rows[0];
}

/** Country ids of the tenant's roles (only roles of this tenant are read). */
export async function findRoleCountries(db: TDb, customerId: number, roleIds?: number[]) {
  return db
    .select({ roleId: roleCountries.roleId, countryId: roleCountries.countryId })
    .from(roleCountries)
    .innerJoin(roles, eq(roles.id, roleCountries.roleId))
    .where(and(eq(roles.customerId, customerId), roleIds ? inArray(roles.id, roleIds) : undefined));
}

export async function findRoleCategories(db: TDb, customerId: number) {
  return db
    .select({ roleId: roleCategories.roleId, categoryId: roleCategories.categoryId })
    .from(roleCategories)
    .innerJoin(roles, eq(roles.id, roleCategories.roleId))
    .where(eq(roles.customerId, customerId));
}

export interface TRoleValues {
  name: string;
  description?: string;
  permissions: string[];
  countryIds?: number[];
  categoryIds?: number[];
  isCustomerSuccessManager?: boolean;
}

export async function insertRole(db: TDb, customerId: number, values: TRoleValues): Promise<TRoleRow> {
  const { countryIds = [], categoryIds = [], ...rest } = values;
  const [role] = await db
    .insert(roles)
    .values({
      customerId,
      ...rest,
      countryRelated: countryIds.length > 0,
      categoryRelated: categoryIds.length > 0,
    })
    .returning();
  if (countryIds.length > 0)
    await db.insert(roleCountries).values(countryIds.map((countryId) => ({ roleId: role!.id, countryId })));
  if (categoryIds.length > 0)
    await db
      .insert(roleCategories)
      .values(categoryIds.map((categoryId) => ({ roleId: role!.id, categoryId })));
  return role!;
}

/** Makes the role grant its permissions everywhere: no country or category scope left. */
export async function widenRole(db: TDb, customerId: number, roleId: number, permissions: string[]) {
  await db
    .update(roles)
    .set({ permissions, countryRelated: false, categoryRelated: false })
    .where(and(eq(roles.customerId, customerId), eq(roles.id, roleId)));
  await db.delete(roleCountries).where(eq(roleCountries.roleId, roleId));
  await db.delete(roleCategories).where(eq(roleCategories.roleId, roleId));
}

/** Creates the membership or reactivates it; returns its id (the customerUserId). */
export async function upsertMembership(db: TDb, customerId: number, userId: number): Promise<number> {
  const [row] = await db
    .insert(customerUsers)
    .values({ customerId, userId, active: true })
    .onConflictDoUpdate({ target: [customerUsers.customerId, customerUsers.userId], set: { active: true } })
    .returning({ id: customerUsers.id });
  return row!.id;
}

export async function assignRoles(db: TDb, customerId: number, customerUserId: number, roleIds: number[]) {
  // both ends must belong to this tenant: a role id of another tenant is silently not assigned
  const owned = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.customerId, customerId), inArray(roles.id, roleIds.length > 0 ? roleIds : [-1])));
  const member = await db
    .select({ id: customerUsers.id })
    .from(customerUsers)
    .where(and(eq(customerUsers.customerId, customerId), eq(customerUsers.id, customerUserId)));
  if (!member[0] || owned.length === 0) return;
  await db
    .insert(customerUserRoles)
    .values(owned.map((r) => ({ customerUserId, roleId: r.id })))
    .onConflictDoNothing();
}
