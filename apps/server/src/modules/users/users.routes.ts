import type { FastifyRequest } from 'fastify';
import { ZCurrentUser, ZRoleList } from '@askhr/shared/tenancy/tenancy.schemas';
import { ZUserLanguage, ZUserLanguageSave } from '@askhr/shared/users/users.schemas';
import type { TDb } from '../../db/client';
import { principalOf, tenantOf, TENANT_HEADER } from '../../auth/guard';
import { apiPlugin } from '../../auth/api-routes';
import { badRequest } from '../../lib/errors';
import { languageCookie } from './language-cookie';
import { currentUser, listRoles, saveOwnLanguage } from './users.service';

/** X-Tenant-Id is optional on the current-user call, but when sent it must be a tenant id. */
function optionalTenantId(request: FastifyRequest): number | undefined {
  const raw = request.headers[TENANT_HEADER];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value === '') return undefined;
  if (!/^\d{1,9}$/.test(value))
    throw badRequest('The X-Tenant-Id header must be a tenant id.', { 'X-Tenant-Id': ['Must be a number'] });
  return Number(value);
}

export const usersRoutes = apiPlugin<{ db: TDb }>((route, { db }) => {
  route('users.current', { response: ZCurrentUser }, async (request) =>
    currentUser(db, principalOf(request), optionalTenantId(request)),
  );

  // the caller's own row only: no tenant is needed, and X-Tenant-Id changes nothing
  route('users.language', { body: ZUserLanguageSave, response: ZUserLanguage }, async (request, reply) => {
    const saved = await saveOwnLanguage(db, principalOf(request), request.body);
    reply.header('set-cookie', languageCookie(saved.language, request.protocol === 'https'));
    return saved;
  });

  route('roles.list', { response: ZRoleList }, async (request) =>
    listRoles(db, tenantOf(request).customerId),
  );
});
