import type { TRole } from '@askhr/shared/tenancy/tenancy.schemas';

export interface TRoleGroup {
  labelKey: 'USERS_ROLES_GROUP_ROLES' | 'USERS_ROLES_GROUP_COUNTRIES' | 'USERS_ROLES_GROUP_CATEGORIES';
  roles: TRole[];
}

/**
 * The roles a user can be given, grouped as Roles, By Countries and By Categories (a role scoped to
 * both is listed by countries); the vendor's Customer Success Manager role is never offered.
 */
export function groupRoles(roles: readonly TRole[]): TRoleGroup[] {
  const choices = roles.filter((r) => !r.isCustomerSuccessManager);
  const groups: TRoleGroup[] = [
    {
      labelKey: 'USERS_ROLES_GROUP_ROLES',
      roles: choices.filter((r) => !r.countryRelated && !r.categoryRelated),
    },
    { labelKey: 'USERS_ROLES_GROUP_COUNTRIES', roles: choices.filter((r) => r.countryRelated) },
    {
      labelKey: 'USERS_ROLES_GROUP_CATEGORIES',
      roles: choices.filter((r) => !r.countryRelated && r.categoryRelated),
    },
  ];
  return groups.filter((g) => g.roles.length > 0);
}

/**
 * The permissions among these that the signed-in user holds nowhere in this company. The server
 * refuses to grant them, or to change a role or a user that carries them; where the user holds a
 * permission only in some countries or categories, the server alone can tell, and says why.
 */
export function permissionsNotHeld(permissions: readonly string[], held: readonly string[]): string[] {
  return permissions.filter((permission) => !held.includes(permission));
}
