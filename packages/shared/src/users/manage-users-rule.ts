/** A role as the rule needs it. */
export interface TRoleGrant {
  id: number;
  permissions: readonly string[];
}

export const LAST_MANAGE_USERS_MESSAGE =
  'You cannot remove your own last role that lets you manage users: ask another user manager to do it.';

/**
 * Whether the signed-in user still manages users after a change of their own roles: `roles` are
 * the roles they hold now; a change replaces that set (`roleIds`, with `available` the tenant's
 * roles), changes one role's permissions, or removes one role.
 */
export function keepsManageUsers(
  roles: readonly TRoleGrant[],
  change:
    | { kind: 'assign'; roleIds: readonly number[]; available: readonly TRoleGrant[] }
    | { kind: 'edit'; role: TRoleGrant }
    | { kind: 'remove'; roleId: number },
): boolean {
  let after: readonly TRoleGrant[];
  if (change.kind === 'assign') after = change.available.filter((r) => change.roleIds.includes(r.id));
  else if (change.kind === 'edit') after = roles.map((r) => (r.id === change.role.id ? change.role : r));
  else after = roles.filter((r) => r.id !== change.roleId);
  return after.some((r) => r.permissions.includes('manage-users'));
}
