import { permissionName } from '../access/permission-texts';
import type { TPermission } from '../access/permissions';
import { categoryScope, countryScope, isInScope, type TEditRole } from '../versioned-values/edit-scope';

/** A role as the grant rule reads it: its name (for messages), permissions and scopes. */
export interface TGrantRole extends TEditRole {
  name: string;
}

/**
 * Whether one of `held` grants `permission` in this country and category, `null` standing for
 * "every one" (which only a role unscoped on that axis covers): the pairing of `canEditValue`.
 */
function isHeld(
  held: readonly TEditRole[],
  permission: string,
  countryId: number | null,
  categoryId: number | null,
) {
  return held.some(
    (role) =>
      isInScope(countryScope([role], permission as TPermission), countryId) &&
      isInScope(categoryScope([role], permission as TPermission), categoryId),
  );
}

// a role marked scoped without any id would reach everywhere through the guard's permission check
const reachOf = (isScoped: boolean, ids: readonly number[]) => (isScoped && ids.length > 0 ? ids : [null]);

/**
 * The permissions `role` grants somewhere `held` (the roles of the user granting it) does not: in
 * a country or a category none of them covers for that permission. Empty when the role is within
 * reach. A role unscoped on an axis reaches every country (or category), the ones added later too,
 * so only a role unscoped on that axis holds it.
 */
export function permissionsBeyond(held: readonly TEditRole[], role: TEditRole): string[] {
  const countries = reachOf(role.countryRelated, role.countries);
  const categories = reachOf(role.categoryRelated, role.categories);
  return [...new Set(role.permissions)].filter(
    (permission) =>
      !countries.every((countryId) =>
        categories.every((categoryId) => isHeld(held, permission, countryId, categoryId)),
      ),
  );
}

/** The roles among `roles` that reach beyond `held` (by name, as messages list them). */
export function rolesBeyond<R extends TGrantRole>(held: readonly TEditRole[], roles: readonly R[]): R[] {
  return roles.filter((role) => permissionsBeyond(held, role).length > 0);
}

export const grantBeyondMessage = (permissions: readonly string[]) =>
  `You can only grant permissions you hold yourself, in the countries and categories you hold them: ${permissions.map(permissionName).join(', ')}.`;

export const rolesBeyondMessage = (roles: readonly { name: string }[]) =>
  `These roles grant more than you hold yourself, so you cannot give or take them: ${roles.map((r) => r.name).join(', ')}.`;

export const memberBeyondMessage = (roles: readonly { name: string }[]) =>
  `This user holds roles that grant more than you hold yourself (${roles.map((r) => r.name).join(', ')}): ask a user manager who holds them.`;

export const roleBeyondMessage = (role: { name: string }) =>
  `The role ${role.name} grants more than you hold yourself: ask a user manager who holds it to change it.`;
