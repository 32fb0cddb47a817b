import crypto from 'node:crypto';
import { GLOBAL_COUNTRY_ID } from '@askhr/shared/countries/countries.constants';
import type { TDb } from '../db/client';
import {
  categories,
  customerCountries,
  customerUserRoles,
  customerUsers,
  customers,
  features,
  roleCategories,
  roleCountries,
  roles,
  users,
} from '../db/schema';

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

export async function createCategory(db: TDb, customerId: number, name: string) {
  const [row] = await db.insert(categories).values({ customerId, name }).returning();
  return row!;
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

/** A new account that is a member of the tenant through a new role of its own. */
export async function createMember(db: TDb, customerId: number, permissions: string[] = ['normal-user']) {
  const user = await createUser(db);
  const { member, role } = await addMember(db, customerId, user.id, permissions);
  return { user, member, role };
}
