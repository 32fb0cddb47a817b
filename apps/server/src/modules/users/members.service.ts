import type { TUser, TUserPage, TUserSave, TUserSaved } from '@askhr/shared/users/users.schemas';
import { keepsManageUsers, LAST_MANAGE_USERS_MESSAGE } from '@askhr/shared/users/manage-users-rule';
import type { TDb } from '../../db/client';
import type { TTenantContext } from '../../auth/guard';
import { hashPassword } from '../../auth/passwords';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { changeDetail, recordAudit, type TAuditActor } from '../audit/audit.service';
import { orOnUniqueViolation } from './unique-violation';
import {
  INVITED_ELSEWHERE,
  isAwaitingFirstSignIn,
  temporaryPassword,
  temporaryPasswordExpiry,
} from './temporary-password';
import { assertMemberWithinReach, assertRolesWithinReach, reachOf, type TReach } from './grant-reach';
import {
  bumpMembership,
  countOtherTenants,
  deleteLapsedInvitation,
  deleteMembership,
  deleteUserWithoutTenants,
  findCsmMembers,
  findMember,
  findMemberRoles,
  findTenantsOf,
  pageMembers,
  replaceMemberRoles,
  updateUnboundEmail,
  type TMemberRow,
} from './members.repository';
import { findUserByEmail, insertUser, upsertMembership } from './users.repository';
import { STALE_MESSAGES } from '@askhr/shared/errors/stale-messages';

export const STALE_USER_MESSAGE = STALE_MESSAGES.user;
export const CSM_NOT_EDITABLE =
  'Customer Success Managers are managed by the vendor and cannot be changed here.';
const ALREADY_MEMBER = 'A user with this email already belongs to this company.';
const EMAIL_LOCKED = 'This user signs in with this email: it cannot be changed any more.';
const EMAIL_SHARED = 'This user also belongs to other companies: the email cannot be changed here.';
const ROLE_NOT_ASSIGNABLE = 'Choose roles of this company.';
const NOT_FOUND = 'This user is not a member of this company.';

/** What the caller is: its membership in the tenant. */
export type TActor = Pick<TTenantContext, 'customerId' | 'customerUserId' | 'roleIds'>;

async function present(db: TDb, customerId: number, rows: TMemberRow[]): Promise<TUser[]> {
  const [roleRows, tenantRows] = await Promise.all([
    findMemberRoles(
      db,
      customerId,
      rows.map((r) => r.customerUserId),
    ),
    findTenantsOf(
      db,
      customerId,
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map((row) => {
    const roles = roleRows.filter((r) => r.customerUserId === row.customerUserId);
    return {
      id: row.id,
      email: row.email,
      name: row.name,
      active: row.active,
      roles: roles.map(({ id, name, description, countryRelated, categoryRelated }) => ({
        id,
        name,
        description,
        countryRelated,
        categoryRelated,
      })),
      admin: roles.some((r) => r.isCustomerSuccessManager),
      identityId: row.identityId,
      lastSeen: row.lastSeen?.toISOString() ?? null,
      customerUserId: row.customerUserId,
      customerUsers: tenantRows
        .filter((t) => t.userId === row.id)
        .map((t) => ({ customerId: t.customerId, customer: { name: t.name } })),
      isInvitePending: row.temporaryPasswordUntil !== null,
      version: row.version,
    };
  });
}

export async function pageUsers(
  db: TDb,
  customerId: number,
  query: { search?: string; offset: number; limit: number },
): Promise<TUserPage> {
  const { rows, total } = await pageMembers(db, customerId, query);
  return { data: await present(db, customerId, rows), total };
}

export async function listCustomerSuccessManagers(db: TDb, customerId: number): Promise<TUser[]> {
  return present(db, customerId, await findCsmMembers(db, customerId));
}

/**
 * The member, provided the tenant may edit it (not a Customer Success Manager) and the acting user
 * holds every role of it themselves.
 */
async function editableMember(db: TDb, actor: TActor, userId: number) {
  const member = await findMember(db, actor.customerId, userId);
  if (!member) throw notFound(NOT_FOUND);
  const [user] = await present(db, actor.customerId, [member]);
  if (user!.admin) throw forbidden(CSM_NOT_EDITABLE);
  const reach = await reachOf(db, actor);
  assertMemberWithinReach(
    reach,
    user!.roles.map((r) => r.id),
  );
  return { member, user: user!, reach };
}

/** The roles given: the tenant's own, never the vendor's, and only those the acting user could grant. */
function checkRoles(reach: TReach, change: { before: number[]; after: number[] }) {
  const assignable = new Set(reach.available.filter((r) => !r.isCustomerSuccessManager).map((r) => r.id));
  if (change.after.some((id) => !assignable.has(id)))
    throw badRequest(ROLE_NOT_ASSIGNABLE, { roleIds: [ROLE_NOT_ASSIGNABLE] });
  const changed = reach.available
    .map((r) => r.id)
    .filter((id) => change.before.includes(id) !== change.after.includes(id));
  assertRolesWithinReach(reach, changed);
}

/**
 * Invites (id missing or <= 0) or edits a member. A new account of the embedded sign-in gets a
 * temporary password, returned this once and to be changed at its first sign-in; with an external
 * provider the account is bound to the identity that first signs in with its email.
 */
export async function saveUser(
  db: TDb,
  actor: TActor,
  body: TUserSave,
  opts: { embeddedAuth: boolean; by: TAuditActor },
): Promise<TUserSaved> {
  const roleIds = [...new Set(body.roleIds)];
  if (body.id === undefined || body.id <= 0) return inviteUser(db, actor, body.email, roleIds, opts);
  if (body.version === undefined)
    throw badRequest('An edit needs the version it was made from.', { version: ['Required'] });
  const { member, user, reach } = await editableMember(db, actor, body.id);
  checkRoles(reach, { before: user.roles.map((r) => r.id), after: roleIds });
  if (
    member.customerUserId === actor.customerUserId &&
    !keepsManageUsers(reach.held, { kind: 'assign', roleIds, available: reach.available })
  )
    throw badRequest(LAST_MANAGE_USERS_MESSAGE, { roleIds: [LAST_MANAGE_USERS_MESSAGE] });
  await db.transaction(async (tx) => {
    if (!(await bumpMembership(tx, actor.customerId, member.customerUserId, body.version!)))
      throw conflict(STALE_USER_MESSAGE);
    if (body.email !== user.email.toLowerCase()) await changeEmail(tx, actor.customerId, member, body.email);
    await replaceMemberRoles(tx, actor.customerId, member.customerUserId, roleIds);
    await recordAudit(tx, {
      customerId: actor.customerId,
      action: 'user.update',
      actor: opts.by,
      target: body.email,
      detail: changeDetail(
        { roles: { before: user.roles.map((r) => r.name), after: roleNames(reach, roleIds) } },
        body.email !== user.email.toLowerCase() ? ['email'] : [],
      ),
    });
  });
  return { user: await presentOne(db, actor.customerId, body.id), temporaryPassword: null };
}

async function changeEmail(db: TDb, customerId: number, member: TMemberRow, email: string) {
  if (member.identityId) throw badRequest(EMAIL_LOCKED, { email: [EMAIL_LOCKED] });
  if ((await countOtherTenants(db, customerId, member.id)) > 0)
    throw badRequest(EMAIL_SHARED, { email: [EMAIL_SHARED] });
  const taken = await findUserByEmail(db, email);
  if (taken && taken.id !== member.id) throw badRequest(ALREADY_TAKEN, { email: [ALREADY_TAKEN] });
  if (!(await updateUnboundEmail(db, member.id, email))) throw conflict(STALE_USER_MESSAGE);
}
const ALREADY_TAKEN = 'Another account already uses this email.';

const roleNames = (reach: TReach, roleIds: readonly number[]) =>
  reach.available.filter((r) => roleIds.includes(r.id)).map((r) => r.name);

async function inviteUser(
  db: TDb,
  actor: TActor,
  email: string,
  roleIds: number[],
  opts: { embeddedAuth: boolean; by: TAuditActor },
): Promise<TUserSaved> {
  const reach = await reachOf(db, actor);
  checkRoles(reach, { before: [], after: roleIds });
  const password = opts.embeddedAuth ? temporaryPassword() : null;
  const passwordHash = password ? await hashPassword(password) : null;
  let isNewAccount = false;
  const userId = await orOnUniqueViolation(
    () =>
      db.transaction(async (tx) => {
        let account = await findUserByEmail(tx, email);
        if (account && (await findMember(tx, actor.customerId, account.id)))
          throw badRequest(ALREADY_MEMBER, { email: [ALREADY_MEMBER] });
        // the temporary password of that invitation is known to another company's administrator;
        // once it expired unused, the invitation lapsed and the account starts again as this one's
        if (account && isAwaitingFirstSignIn(account)) {
          if (!(await deleteLapsedInvitation(tx, account.id)))
            throw badRequest(INVITED_ELSEWHERE, { email: [INVITED_ELSEWHERE] });
          account = undefined;
        }
        if (!account) {
          isNewAccount = true;
          account = await insertUser(tx, {
            email,
            name: email.split('@')[0]!,
            passwordHash,
            // bound at the first sign-in, so a mistyped address can still be corrected until then
            identityId: null,
            temporaryPasswordUntil: password ? temporaryPasswordExpiry() : null,
          });
        }
        const customerUserId = await upsertMembership(tx, actor.customerId, account.id);
        await replaceMemberRoles(tx, actor.customerId, customerUserId, roleIds);
        await recordAudit(tx, {
          customerId: actor.customerId,
          action: 'user.invite',
          actor: opts.by,
          target: email,
          detail: changeDetail({ roles: { before: [], after: roleNames(reach, roleIds) } }),
        });
        return account.id;
      }),
    () => badRequest(ALREADY_MEMBER, { email: [ALREADY_MEMBER] }),
  );
  // an account that already existed (a member of another company, signed in) keeps its own password
  return {
    user: await presentOne(db, actor.customerId, userId),
    temporaryPassword: isNewAccount ? password : null,
  };
}

async function presentOne(db: TDb, customerId: number, userId: number) {
  const member = await findMember(db, customerId, userId);
  if (!member) throw notFound(NOT_FOUND);
  return (await present(db, customerId, [member]))[0]!;
}

/** The active switch: a disabled member can no longer sign in to this company nor call its API. */
export async function setUserActive(
  db: TDb,
  actor: TActor,
  userId: number,
  body: { active: boolean; version: number },
  by: TAuditActor,
): Promise<TUser> {
  const { member } = await editableMember(db, actor, userId);
  if (!body.active && member.customerUserId === actor.customerUserId)
    throw badRequest('You cannot disable yourself.', { active: ['You cannot disable yourself.'] });
  await db.transaction(async (tx) => {
    if (
      !(await bumpMembership(tx, actor.customerId, member.customerUserId, body.version, {
        active: body.active,
      }))
    )
      throw conflict(STALE_USER_MESSAGE);
    await recordAudit(tx, {
      customerId: actor.customerId,
      action: body.active ? 'user.enable' : 'user.disable',
      actor: by,
      target: member.email,
    });
  });
  return presentOne(db, actor.customerId, userId);
}

/** Removes the member from the company; an account left in no company is deleted. */
export async function removeUser(db: TDb, actor: TActor, userId: number, version: number, by: TAuditActor) {
  const { member } = await editableMember(db, actor, userId);
  if (member.customerUserId === actor.customerUserId)
    throw badRequest('You cannot remove yourself.', { id: ['You cannot remove yourself.'] });
  await db.transaction(async (tx) => {
    if (!(await bumpMembership(tx, actor.customerId, member.customerUserId, version)))
      throw conflict(STALE_USER_MESSAGE);
    await deleteMembership(tx, actor.customerId, member.customerUserId);
    await deleteUserWithoutTenants(tx, member.id);
    await recordAudit(tx, {
      customerId: actor.customerId,
      action: 'user.remove',
      actor: by,
      target: member.email,
    });
  });
}
