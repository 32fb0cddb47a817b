import { z } from 'zod';
import {
  ZRoleParams,
  ZRoleSave,
  ZSavedRole,
  ZUser,
  ZUserActiveSave,
  ZUserList,
  ZUserPage,
  ZUserPageQuery,
  ZUserParams,
  ZUserRemoveQuery,
  ZUserSave,
  ZUserSaved,
} from '@askhr/shared/users/users.schemas';
import type { TDb } from '../../db/client';
import { principalOf, tenantOf } from '../../auth/guard';
import { apiPlugin } from '../../auth/api-routes';
import {
  listCustomerSuccessManagers,
  pageUsers,
  removeUser,
  saveUser,
  setUserActive,
} from './members.service';
import { removeRole, saveRole } from './roles-admin.service';

/** User and role management of a tenant (spec 001, Users); every call needs manage-users. */
export const membersRoutes = apiPlugin<{ db: TDb; embeddedAuth: boolean }>((route, { db, embeddedAuth }) => {
  route('users.page', { querystring: ZUserPageQuery, response: ZUserPage }, async (request) =>
    pageUsers(db, tenantOf(request).customerId, request.query),
  );

  route('users.customerSuccessManagers', { response: ZUserList }, async (request) =>
    listCustomerSuccessManagers(db, tenantOf(request).customerId),
  );

  route('users.save', { body: ZUserSave, response: ZUserSaved }, async (request) =>
    saveUser(db, tenantOf(request), request.body, { embeddedAuth, by: principalOf(request) }),
  );

  route('users.active', { params: ZUserParams, body: ZUserActiveSave, response: ZUser }, async (request) =>
    setUserActive(db, tenantOf(request), request.params.id, request.body, principalOf(request)),
  );

  route(
    'users.remove',
    { params: ZUserParams, querystring: ZUserRemoveQuery, response: { 204: z.null() } },
    async (request, reply) => {
      await removeUser(db, tenantOf(request), request.params.id, request.query.version, principalOf(request));
      return reply.status(204).send(null);
    },
  );

  route('roles.save', { body: ZRoleSave, response: ZSavedRole }, async (request) =>
    saveRole(db, tenantOf(request), request.body, principalOf(request)),
  );

  route(
    'roles.remove',
    { params: ZRoleParams, querystring: ZUserRemoveQuery, response: { 204: z.null() } },
    async (request, reply) => {
      await removeRole(db, tenantOf(request), request.params.id, request.query.version, principalOf(request));
      return reply.status(204).send(null);
    },
  );
});
