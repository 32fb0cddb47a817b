import { COUNTRIES } from '@askhr/shared/countries/countries.constants';
import type { TRole } from '@askhr/shared/tenancy/tenancy.schemas';
import type { TRoleSave } from '@askhr/shared/users/users.schemas';
import { keepsManageUsers, LAST_MANAGE_USERS_MESSAGE } from '@askhr/shared/users/manage-users-rule';
import type { TDb } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { TActor } from './members.service';
import { orOnUniqueViolation } from './unique-violation';
import { deleteRole, findTenantCountryIds, updateRole } from './roles-admin.repository';
import { insertRole } from './users.repository';
import { assertRoleWithinReach, reachOf } from './grant-reach';
import { existingCategoryIds } from '../categories/categories.service';
import { changeDetail, recordAudit, type TAuditActor } from '../audit/audit.service';
import { STALE_MESSAGES } from '@askhr/shared/errors/stale-messages';

export const STALE_ROLE_MESSAGE = STALE_MESSAGES.role;
const CSM_ROLE_FIXED = 'The Customer Success Manager role belongs to the vendor and cannot be changed here.';
const NAME_TAKEN = 'A role with this name already exists.';
const ROLE_NOT_FOUND = 'This role does not exist in this company.';

const countryName = (id: number) => COUNTRIES.find((c) => c.id === id)?.name ?? String(id);

/** What a save changed of a role: its name, description, permissions and scopes. */
function scopeDetail(
  before: TRole | undefined,
  after: {
    name: string;
    description: string;
    permissions: string[];
    countryIds: number[];
    categoryIds: number[];
  },
) {
  const fields = before
    ? [
        ...(before.name !== after.name ? ['name'] : []),
        ...(before.description !== after.description ? ['description'] : []),
      ]
    : [];
  return changeDetail(
    {
      permissions: { before: before?.permissions ?? [], after: after.permissions },
      countries: {
        before: (before?.countries ?? []).map(countryName),
        after: after.countryIds.map(countryName),
      },
      categories: {
        before: (before?.categories ?? []).map(String),
        after: after.categoryIds.map(String),
      },
    },
    fields,
  );
}

async function checkScope(db: TDb, customerId: number, body: TRoleSave) {
  const countryIds = [...new Set(body.countryIds)];
  const categoryIds = [...new Set(body.categoryIds)];
  const fields: Record<string, string[]> = {};
  if ((await findTenantCountryIds(db, customerId, countryIds)).length !== countryIds.length)
    fields.countryIds = ['Choose countries of this company'];
  if ((await existingCategoryIds(db, customerId, categoryIds)).length !== categoryIds.length)
    fields.categoryIds = ['Choose categories of this company'];
  if (Object.keys(fields).length > 0)
    throw badRequest('The scope names countries or categories of no company of yours.', fields);
  return { countryIds, categoryIds };
}

/**
 * Creates (id missing or <= 0) or edits a role; an edit carries the version it read. Nobody grants
 * through a role more than they hold, nor changes a role that grants more than they hold.
 */
export async function saveRole(db: TDb, actor: TActor, body: TRoleSave, by: TAuditActor) {
  const { customerId } = actor;
  const scope = await checkScope(db, customerId, body);
  const reach = await reachOf(db, actor);
  const existing = reach.available;
  const edit = {
    name: body.name,
    description: body.description,
    permissions: [...new Set(body.permissions)].sort(),
    ...scope,
  };
  const isNew = body.id === undefined || body.id <= 0;
  const role = isNew ? undefined : existing.find((r) => r.id === body.id);
  if (!isNew && !role) throw notFound(ROLE_NOT_FOUND);
  if (role?.isCustomerSuccessManager) throw forbidden(CSM_ROLE_FIXED);
  assertRoleWithinReach(
    reach,
    {
      permissions: edit.permissions,
      countryRelated: scope.countryIds.length > 0,
      countries: scope.countryIds,
      categoryRelated: scope.categoryIds.length > 0,
      categories: scope.categoryIds,
    },
    role,
  );
  if (existing.some((r) => r.id !== role?.id && r.name.toLowerCase() === edit.name.toLowerCase()))
    throw badRequest(NAME_TAKEN, { name: [NAME_TAKEN] });
  if (isNew) {
    const created = await orOnUniqueViolation(
      () =>
        db.transaction(async (tx) => {
          const inserted = await insertRole(tx, customerId, edit);
          await recordAudit(tx, {
            customerId,
            action: 'role.create',
            actor: by,
            target: edit.name,
            detail: scopeDetail(undefined, edit),
          });
          return inserted;
        }),
      () => badRequest(NAME_TAKEN, { name: [NAME_TAKEN] }),
    );
    return { id: created.id, version: created.version };
  }
  if (body.version === undefined)
    throw badRequest('An edit needs the version it was made from.', { version: ['Required'] });
  const { held } = reach;
  if (
    held.some((r) => r.id === role!.id) &&
    !keepsManageUsers(held, { kind: 'edit', role: { id: role!.id, permissions: edit.permissions } })
  )
    throw badRequest(LAST_MANAGE_USERS_MESSAGE, { permissions: [LAST_MANAGE_USERS_MESSAGE] });
  const saved = await orOnUniqueViolation(
    () =>
      db.transaction(async (tx) => {
        const updated = await updateRole(tx, customerId, role!.id, body.version!, edit);
        if (updated)
          await recordAudit(tx, {
            customerId,
            action: 'role.update',
            actor: by,
            target: edit.name,
            detail: scopeDetail(role, edit),
          });
        return updated;
      }),
    () => badRequest(NAME_TAKEN, { name: [NAME_TAKEN] }),
  );
  if (!saved) throw conflict(STALE_ROLE_MESSAGE);
  return saved;
}

/** Deletes a role: its holders lose what it granted, so only one who holds as much may. */
export async function removeRole(db: TDb, actor: TActor, roleId: number, version: number, by: TAuditActor) {
  const reach = await reachOf(db, actor);
  const role = reach.available.find((r) => r.id === roleId);
  if (!role) throw notFound(ROLE_NOT_FOUND);
  if (role.isCustomerSuccessManager) throw forbidden(CSM_ROLE_FIXED);
  assertRoleWithinReach(reach, role, role);
  const { held } = reach;
  if (held.some((r) => r.id === roleId) && !keepsManageUsers(held, { kind: 'remove', roleId }))
    throw badRequest(LAST_MANAGE_USERS_MESSAGE, { id: [LAST_MANAGE_USERS_MESSAGE] });
  await db.transaction(async (tx) => {
    if (!(await deleteRole(tx, actor.customerId, roleId, version))) throw conflict(STALE_ROLE_MESSAGE);
    await recordAudit(tx, {
      customerId: actor.customerId,
      action: 'role.delete',
      actor: by,
      target: role.name,
    });
  });
}
