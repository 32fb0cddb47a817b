import type { TCurrentUser, TRole } from '@askhr/shared/tenancy/tenancy.schemas';
import type { TUserLanguageSave } from '@askhr/shared/users/users.schemas';
import { compareNames, byName } from '@askhr/shared/tenancy/by-name';
import type { TDb } from '../../db/client';
import type { TPrincipal } from '../../auth/guard';
import { findMembership } from '../../auth/access.repository';
import {
  findActiveMemberships,
  findRoleCategories,
  findRoleCountries,
  findRoles,
  findUserLanguage,
  updateUserLanguage,
} from './users.repository';

/**
 * The signed-in user with every tenant it may choose; `customerUserId` and `roles` describe its
 * membership of `customerId` (X-Tenant-Id), and are empty when there is none.
 */
export async function currentUser(
  db: TDb,
  principal: TPrincipal,
  customerId: number | undefined,
): Promise<TCurrentUser> {
  // the guard found the user active a moment ago, and its cache is kept in step with the table
  const [memberships, membership, language] = await Promise.all([
    findActiveMemberships(db, principal.userId),
    customerId === undefined ? undefined : findMembership(db, customerId, principal.userId),
    findUserLanguage(db, principal.userId),
  ]);
  memberships.sort((a, b) => compareNames(a.customerName, b.customerName));
  return {
    id: principal.userId,
    email: principal.email,
    name: principal.name,
    customerUserId: membership?.customerUserId ?? null,
    roles: membership ? [...membership.roleIds].sort((a, b) => a - b) : [],
    customerUsers: memberships.map((m) => ({ customerId: m.customerId, customer: { name: m.customerName } })),
    language,
  };
}

/** Saves the signed-in user's own language: only the principal's row is touched, whatever the tenant. */
export async function saveOwnLanguage(
  db: TDb,
  principal: TPrincipal,
  { language }: TUserLanguageSave,
): Promise<TUserLanguageSave> {
  await updateUserLanguage(db, principal.userId, language);
  return { language };
}

export async function listRoles(db: TDb, customerId: number): Promise<TRole[]> {
  const [roleRows, countryRows, categoryRows] = await Promise.all([
    findRoles(db, customerId),
    findRoleCountries(db, customerId),
    findRoleCategories(db, customerId),
  ]);
  const countriesOf = groupIds(countryRows, (r) => r.countryId);
  const categoriesOf = groupIds(categoryRows, (r) => r.categoryId);
  return roleRows
    .map((role) => ({
      id: role.id,
      name: role.name,
      description: role.description,
      permissions: [...role.permissions].sort(),
      countryRelated: role.countryRelated,
      categoryRelated: role.categoryRelated,
      countries: countriesOf(role.id),
      categories: categoriesOf(role.id),
      isCustomerSuccessManager: role.isCustomerSuccessManager,
      version: role.version,
    }))
    .sort(byName);
}

function groupIds<T extends { roleId: number }>(rows: T[], pick: (row: T) => number) {
  const byRole = new Map<number, number[]>();
  for (const row of rows) {
    const ids = byRole.get(row.roleId) ?? [];
    ids.push(pick(row));
    byRole.set(row.roleId, ids);
  }
  return (roleId: number) => [...(byRole.get(roleId) ?? [])].sort((a, b) => a - b);
}
