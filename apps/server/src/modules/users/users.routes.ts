import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZCurrentUser, ZRoleList } from '@askhr/shared/tenancy/tenancy.schemas';
import type { TDb } from '../../db/client';
import { principalOf, tenantOf, TENANT_HEADER } from '../../auth/guard';
import { badRequest } from '../../lib/errors';
import { currentUser, listRoles } from './users.service';

const tags = ['Users'];

/** X-Tenant-Id is optional on the current-user call, but when sent it must be a tenant id. */
function optionalTenantId(request: FastifyRequest): number | undefined {
  const raw = request.headers[TENANT_HEADER];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value === '') return undefined;
  if (!/^\d{1,9}$/.test(value))
    throw badRequest('The X-Tenant-Id header must be a tenant id.', { 'X-Tenant-Id': ['Must be a number'] });
  return Number(value);
}

export const usersRoutes: FastifyPluginAsync<{ db: TDb }> = async (plugin, { db }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/Users/current',
    {
      onRequest: app.access('users.current'),
      schema: { tags, summary: 'The signed-in user and its tenants', response: { 200: ZCurrentUser } },
    },
    async (request) => currentUser(db, principalOf(request), optionalTenantId(request)),
  );

  app.get(
    '/Roles/',
    {
      onRequest: app.access('roles.list'),
      schema: { tags, summary: "The tenant's roles", response: { 200: ZRoleList } },
    },
    async (request) => listRoles(db, tenantOf(request).customerId),
  );
};
