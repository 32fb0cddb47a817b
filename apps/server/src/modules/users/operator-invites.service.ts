import crypto from 'node:crypto';
import { PERMISSIONS } from '@askhr/shared/access/permissions';
import { ADMINISTRATOR_ROLE_NAME } from '@askhr/shared/tenancy/tenancy.constants';
import type { TDb } from '../../db/client';
import { hashPassword } from '../../auth/passwords';
import { badRequest } from '../../lib/errors';
import { findMember } from './members.repository';
import {
  INVITED_ELSEWHERE,
  isAwaitingFirstSignIn,
  temporaryPassword,
  temporaryPasswordExpiry,
} from './temporary-password';
import {
  assignRoles,
  findRoleByName,
  findUserByEmail,
  insertRole,
  insertUser,
  upsertMembership,
  widenRole,
} from './users.repository';

/** The account with this email, created when missing (with a temporary password for the embedded provider). */
export async function ensureInvitedUser(
  db: TDb,
  tenantId: number,
  invitee: { email: string; name?: string },
  opts: { embeddedAuth: boolean },
) {
  let user = await findUserByEmail(db, invitee.email);
  let password: string | null = null;
  const created = !user;
  // its temporary password may be in the hands of another company's administrator
  if (user && isAwaitingFirstSignIn(user) && !(await findMember(db, tenantId, user.id)))
    throw badRequest(INVITED_ELSEWHERE, { email: [INVITED_ELSEWHERE] });
  if (!user) {
    password = opts.embeddedAuth ? temporaryPassword() : null;
    user = await insertUser(db, {
      email: invitee.email,
      name: invitee.name || invitee.email.split('@')[0]!,
      passwordHash: password ? await hashPassword(password) : null,
      identityId: opts.embeddedAuth ? crypto.randomUUID() : null,
      temporaryPasswordUntil: password ? temporaryPasswordExpiry() : null,
    });
  }
  return { user, created, password };
}

/** Makes the user a member of the tenant with the administrator role, which gets every permission. */
export async function grantAdministrator(db: TDb, tenantId: number, userId: number) {
  const role = await ensureAdministratorRole(db, tenantId);
  const customerUserId = await upsertMembership(db, tenantId, userId);
  await assignRoles(db, tenantId, customerUserId, [role.id]);
  return role;
}

async function ensureAdministratorRole(db: TDb, tenantId: number) {
  const existing = await findRoleByName(db, tenantId, ADMINISTRATOR_ROLE_NAME);
  if (!existing) {
    const role = await insertRole(db, tenantId, {
      name: ADMINISTRATOR_ROLE_NAME,
      description: 'Every permission, in every country and category.',
      permissions: [...PERMISSIONS],
    });
    return { id: role.id, name: role.name, widened: false };
  }
  const isFull =
    PERMISSIONS.every((p) => existing.permissions.includes(p)) &&
    !existing.countryRelated &&
    !existing.categoryRelated;
  if (!isFull)
    await widenRole(db, tenantId, existing.id, [...new Set([...existing.permissions, ...PERMISSIONS])]);
  return { id: existing.id, name: existing.name, widened: !isFull };
}
