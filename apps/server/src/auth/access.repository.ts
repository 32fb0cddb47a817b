import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { GLOBAL_COUNTRY_ID } from '@askhr/shared/countries/countries.constants';
import { compareNames } from '@askhr/shared/tenancy/by-name';
import type { TEditRole } from '@askhr/shared/versioned-values/edit-scope';
import {
  countries,
  customerCountries,
  customerUserRoles,
  customerUsers,
  features,
  roleCategories,
  roleCountries,
  roles,
  users,
} from '../db/schema';

export type TUserRow = typeof users.$inferSelect;

export async function findUserByIdentity(db: TDb, identityId: string): Promise<TUserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.identityId, identityId));
  return rows[0];
}

/** First sign-in through an external provider: bind the invited user (matched by email) to its identity. */
export async function bindIdentityByEmail(
  db: TDb,
  email: string,
  identityId: string,
): Promise<TUserRow | undefined> {
  const rows = await db
    .update(users)
    .set({ identityId })
    .where(and(sql`lower(${users.email}) = lower(${email})`, isNull(users.identityId)))
    .returning();
  return rows[0];
}

export async function touchLastSeen(db: TDb, userId: number) {
  await db
    .update(users)
    .set({ lastSeen: new Date() })
    .where(
      and(
        eq(users.id, userId),
        sql`(${users.lastSeen} is null or ${users.lastSeen} < now() - interval '5 minutes')`,
      ),
    );
}

/** What the edit rule needs of a role: its permissions and its country and category scopes. */
const editRoleColumns = {
  permissions: roles.permissions,
  countryRelated: roles.countryRelated,
  categoryRelated: roles.categoryRelated,
  countries: sql<number[]>`array(select ${roleCountries.countryId} from ${roleCountries}
    where ${roleCountries.roleId} = ${roles.id})`,
  categories: sql<number[]>`array(select ${roleCategories.categoryId} from ${roleCategories}
    where ${roleCategories.roleId} = ${roles.id})`,
};

export interface TMembership {
  customerUserId: number;
  roleIds: number[];
  permissions: Set<string>;
  /** the member's roles with their scopes, what its edit rights are worked out of */
  editRoles: TEditRole[];
}

/** The user's active membership of a tenant with its roles, and the union of their permissions. */
export async function findMembership(
  db: TDb,
  customerId: number,
  userId: number,
): Promise<TMembership | undefined> {
  const member = await db
    .select({ id: customerUsers.id })
    .from(customerUsers)
    .where(
      and(
        eq(customerUsers.customerId, customerId),
        eq(customerUsers.userId, userId),
        eq(customerUsers.active, true),
      ),
    );
  if (!member[0]) return undefined;
  const roleRows = await db
    .select({ id: roles.id, ...editRoleColumns })
    .from(customerUserRoles)
    .innerJoin(roles, and(eq(roles.id, customerUserRoles.roleId), eq(roles.customerId, customerId)))
    .where(eq(customerUserRoles.customerUserId, member[0].id));
  return {
    customerUserId: member[0].id,
    roleIds: roleRows.map((r) => r.id),
    permissions: new Set(roleRows.flatMap((r) => r.permissions)),
    editRoles: roleRows.map(({ id: _id, ...role }) => role),
  };
}

export async function findActiveFeatures(db: TDb, customerId: number): Promise<Set<string>> {
  const rows = await db
    .select({ name: features.name })
    .from(features)
    .where(and(eq(features.customerId, customerId), eq(features.active, true)));
  return new Set(rows.map((r) => r.name));
}

export interface TTenantCountry {
  id: number;
  code: string;
  name: string;
}

/** The tenant's countries (Global among them), by id. */
export async function findTenantCountries(db: TDb, customerId: number): Promise<TTenantCountry[]> {
  return db
    .select({ id: countries.id, code: countries.code, name: countries.name })
    .from(customerCountries)
    .innerJoin(countries, eq(countries.id, customerCountries.countryId))
    .where(eq(customerCountries.customerId, customerId))
    .orderBy(countries.id);
}

/** The tenant's countries as the portal lists them: Global first, then by name. */
export async function findListedCountries(db: TDb, customerId: number) {
  const rows = await findTenantCountries(db, customerId);
  return rows.sort((a, b) =>
    a.id === GLOBAL_COUNTRY_ID ? -1 : b.id === GLOBAL_COUNTRY_ID ? 1 : compareNames(a.name, b.name),
  );
}
