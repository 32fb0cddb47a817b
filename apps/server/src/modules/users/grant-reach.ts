import type { TRole } from '@askhr/shared/tenancy/tenancy.schemas';
import {
  grantBeyondMessage,
  memberBeyondMessage,
  permissionsBeyond,
  roleBeyondMessage,
  rolesBeyond,
  rolesBeyondMessage,
} from '@askhr/shared/users/grant-rule';
import type { TDb } from '../../db/client';
import { forbidden } from '../../lib/errors';
import type { TActor } from './members.service';
import { listRoles } from './users.service';

/**
 * What a user manager may grant: what their own roles hold. Anything beyond it they may neither
 * give nor take away, so a user manager with less cannot demote (or switch off) one with more.
 */
export interface TReach {
  /** the tenant's roles with their scopes */
  available: TRole[];
  /** the acting user's roles */
  held: TRole[];
}

export async function reachOf(db: TDb, actor: TActor): Promise<TReach> {
  const available = await listRoles(db, actor.customerId);
  return { available, held: available.filter((role) => actor.roleIds.includes(role.id)) };
}

/** Refuses giving or taking any of these roles when one grants more than the user manager holds. */
export function assertRolesWithinReach(reach: TReach, roleIds: readonly number[]) {
  const beyond = rolesBeyond(
    reach.held,
    reach.available.filter((role) => roleIds.includes(role.id)),
  );
  if (beyond.length > 0) throw forbidden(rolesBeyondMessage(beyond));
}

/** Refuses changing a member who holds a role granting more than the user manager holds. */
export function assertMemberWithinReach(reach: TReach, memberRoleIds: readonly number[]) {
  const beyond = rolesBeyond(
    reach.held,
    reach.available.filter((role) => memberRoleIds.includes(role.id)),
  );
  if (beyond.length > 0) throw forbidden(memberBeyondMessage(beyond));
}

/** Refuses a role's new content, or changing (or deleting) a role, beyond the user manager's own. */
export function assertRoleWithinReach(
  reach: TReach,
  role: Pick<TRole, 'permissions' | 'countryRelated' | 'countries' | 'categoryRelated' | 'categories'>,
  existing?: TRole,
) {
  if (existing && permissionsBeyond(reach.held, existing).length > 0)
    throw forbidden(roleBeyondMessage(existing));
  const beyond = permissionsBeyond(reach.held, role);
  if (beyond.length > 0) throw forbidden(grantBeyondMessage(beyond));
}
