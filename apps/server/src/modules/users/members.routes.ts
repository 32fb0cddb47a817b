import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { tenantOf } from '../../auth/guard';
import {
  listCustomerSuccessManagers,
  pageUsers,
  removeUser,
  saveUser,
  setUserActive,
} from './members.service';
import { removeRole, saveRole } from './roles-admin.service';

const tags = ['Users'];

/** User and role management of a tenant (spec 001, Users); every call needs manage-users. */
export const membersRoutes: FastifyPluginAsync<{ db: TDb; embeddedAuth: boolean }> = async (
  plugin,
  { db, embeddedAuth },
) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/Users/page',
    {
      onRequest: app.access('users.page'),
      schema: {
        tags,
        summary: "A page of the tenant's users by email (Customer Success Managers apart), matching `search`",
        querystring: ZUserPageQuery,
        response: { 200: ZUserPage },
      },
    },
    async (request) => pageUsers(db, tenantOf(request).customerId, request.query),
  );

  app.get(
    '/Users/customerSuccessManagers',
    {
      onRequest: app.access('users.customerSuccessManagers'),
      schema: {
        tags,
        summary: "The vendor's Customer Success Managers in the tenant",
        response: { 200: ZUserList },
      },
    },
    async (request) => listCustomerSuccessManagers(db, tenantOf(request).customerId),
  );

  app.post(
    '/Users/',
    {
      onRequest: app.access('users.save'),
      schema: {
        tags,
        summary:
          'Invites (id missing or <= 0) or edits a user; a new account of the embedded sign-in gets a temporary password, returned once (409 when the version is stale)',
        body: ZUserSave,
        response: { 200: ZUserSaved },
      },
    },
    async (request) => saveUser(db, tenantOf(request), request.body, { embeddedAuth }),
  );

  app.post(
    '/Users/:id/active',
    {
      onRequest: app.access('users.active'),
      schema: {
        tags,
        summary: 'Enables or disables a user in the tenant (409 when the version is stale)',
        params: ZUserParams,
        body: ZUserActiveSave,
        response: { 200: ZUser },
      },
    },
    async (request) => setUserActive(db, tenantOf(request), request.params.id, request.body),
  );

  app.delete(
    '/Users/:id',
    {
      onRequest: app.access('users.remove'),
      schema: {
        tags,
        summary: 'Removes a user from the tenant; an account left in no tenant is deleted',
        params: ZUserParams,
        querystring: ZUserRemoveQuery,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeUser(db, tenantOf(request), request.params.id, request.query.version);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/Roles/',
    {
      onRequest: app.access('roles.save'),
      schema: {
        tags,
        summary: 'Creates (id missing or <= 0) or edits a role (409 when the version is stale)',
        body: ZRoleSave,
        response: { 200: ZSavedRole },
      },
    },
    async (request) => saveRole(db, tenantOf(request), request.body),
  );

  app.delete(
    '/Roles/:id',
    {
      onRequest: app.access('roles.remove'),
      schema: {
        tags,
        summary: 'Deletes a role (409 when the version is stale)',
        params: ZRoleParams,
        querystring: ZUserRemoveQuery,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeRole(db, tenantOf(request), request.params.id, request.query.version);
      return reply.status(204).send(null);
    },
  );
};
