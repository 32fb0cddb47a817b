import crypto from 'node:crypto';
import type { TDb } from '../../db/client';
import {
  customerUserRoles,
  customerUsers,
  roleCategories,
  roleCountries,
  roles,
  users,
} from '../../db/schema';
import type { TTestApp } from '../app';

export async function createUser(db: TDb, opts: { email?: string; name?: string; active?: boolean } = {}) {
  const identityId = crypto.randomUUID();
  const [user] = await db
    .insert(users)
    .values({
      email: opts.email ?? `user-${identityId.slice(0, 8)}@example.test`,
      name: opts.name ?? 'Test User',
      identityId,
      active: opts.active ?? true,
    })
    .returning();
  return user!;
}

/** Makes the user a member of the tenant through one role with these permissions and scopes. */
export async function addMember(
  db: TDb,
  customerId: number,
  userId: number,
  permissions: string[],
  scope: { countries?: number[]; categories?: number[]; roleName?: string; csm?: boolean } = {},
) {
  const [member] = await db.insert(customerUsers).values({ customerId, userId }).returning();
  const [role] = await db
    .insert(roles)
    .values({
      customerId,
      name: scope.roleName ?? `Role ${crypto.randomBytes(3).toString('hex')}`,
      permissions,
      countryRelated: Boolean(scope.countries?.length),
      categoryRelated: Boolean(scope.categories?.length),
      isCustomerSuccessManager: scope.csm ?? false,
    })
    .returning();
  if (scope.countries?.length)
    await db
      .insert(roleCountries)
      .values(scope.countries.map((countryId) => ({ roleId: role!.id, countryId })));
  if (scope.categories?.length)
    await db
      .insert(roleCategories)
      .values(scope.categories.map((categoryId) => ({ roleId: role!.id, categoryId })));
  await db.insert(customerUserRoles).values({ customerUserId: member!.id, roleId: role!.id });
  return { member: member!, role: role! };
}

/** Makes the user a member of the tenant through roles it already has. */
export async function addMemberToRoles(db: TDb, customerId: number, userId: number, roleIds: number[]) {
  const [member] = await db.insert(customerUsers).values({ customerId, userId }).returning();
  await db
    .insert(customerUserRoles)
    .values(roleIds.map((roleId) => ({ customerUserId: member!.id, roleId })));
  return member!;
}

/** A new account that is a member of the tenant through a new role of its own. */
export async function createMember(db: TDb, customerId: number, permissions: string[] = ['normal-user']) {
  const user = await createUser(db);
  const { member, role } = await addMember(db, customerId, user.id, permissions);
  return { user, member, role };
}

/** A new member of the tenant with these permissions and scopes, and the headers of its requests. */
export async function memberHeaders(
  t: TTestApp,
  customerId: number,
  permissions: string[],
  scope: { countries?: number[]; categories?: number[] } = {},
) {
  const user = await createUser(t.db);
  await addMember(t.db, customerId, user.id, permissions, scope);
  return {
    authorization: `Bearer ${await t.signToken(user.identityId!)}`,
    'x-tenant-id': String(customerId),
  };
}
