import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { isAllowed } from '@askhr/shared/access/access-table';
import { methodAndPath } from '@askhr/shared/access/api-route';
import { API_ACCESS, API_ROUTES, type TApiRouteId } from '@askhr/shared/access/api-routes';
import type { TEditRole } from '@askhr/shared/versioned-values/edit-scope';
import type { TDatabase, TDb } from '../db/client';
import { forbidden, unauthorized, badRequest } from '../lib/errors';
import {
  bindIdentityByEmail,
  findActiveFeatures,
  findListedCountries,
  findMembership,
  findUserByIdentity,
  touchLastSeen,
  type TTenantCountry,
  type TUserRow,
} from './access.repository';
import { createAccessCache, type TAccessCache } from './access-cache';
import { listenForAccessChanges } from './access-changes';
import type { TTokenVerifier } from './verifier';

export interface TPrincipal {
  userId: number;
  email: string;
  name: string;
  sub: string;
}

export interface TTenantContext {
  customerId: number;
  customerUserId: number;
  roleIds: number[];
  permissions: Set<string>;
  /** the member's roles with their country and category scopes */
  editRoles: TEditRole[];
  features: Set<string>;
  /** the tenant's countries, Global first then by name */
  countries: readonly TTenantCountry[];
}

declare module 'fastify' {
  interface FastifyRequest {
    principal?: TPrincipal;
    tenant?: TTenantContext;
  }
}

export const TENANT_HEADER = 'x-tenant-id';

export function principalOf(request: FastifyRequest): TPrincipal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}

export function tenantOf(request: FastifyRequest): TTenantContext {
  if (!request.tenant) throw forbidden('Choose a tenant first.');
  return request.tenant;
}

type TGrant = Omit<TTenantContext, 'customerId'>;
export type TGuardCache = TAccessCache<TUserRow, TGrant>;

async function authenticate(
  db: TDb,
  verifier: TTokenVerifier,
  cache: TGuardCache,
  request: FastifyRequest,
): Promise<TPrincipal> {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  if (!match?.[1]) throw unauthorized();
  const claims = await cache.token(match[1], (token) => verifier.verify(token));
  const sub = claims?.sub;
  if (!sub) throw unauthorized();
  let user = await cache.user(sub, () => findUserByIdentity(db, sub));
  if (!user && typeof claims.email === 'string') user = await bindIdentityByEmail(db, claims.email, sub);
  // a valid token of someone who was never invited, or was disabled, gets no further than this
  if (!user || !user.active) throw unauthorized('Your account has no access to the portal.');
  if (cache.shouldTouch(user.id)) await touchLastSeen(db, user.id);
  return { userId: user.id, email: user.email, name: user.name, sub };
}

/** The user's membership of the tenant with its roles' permissions and the tenant's active features. */
async function findGrant(db: TDb, customerId: number, userId: number): Promise<TGrant | undefined> {
  const [membership, features, countries] = await Promise.all([
    findMembership(db, customerId, userId),
    findActiveFeatures(db, customerId),
    findListedCountries(db, customerId),
  ]);
  return membership && { ...membership, features, countries };
}

function tenantIdFrom(request: FastifyRequest): number {
  const raw = request.headers[TENANT_HEADER];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value) throw badRequest('The X-Tenant-Id header is required.', { 'X-Tenant-Id': ['Required'] });
  if (!/^\d{1,9}$/.test(value))
    throw badRequest('The X-Tenant-Id header must be a tenant id.', { 'X-Tenant-Id': ['Must be a number'] });
  return Number(value);
}

/**
 * The routes whose writes can change what the guard caches: members, their roles and the roles'
 * permissions (the tables that migration 0026 watches). Other writes answer without waiting.
 */
export const ACCESS_WRITES: ReadonlySet<TApiRouteId> = new Set<TApiRouteId>([
  'users.save',
  'users.active',
  'users.remove',
  'roles.save',
  'roles.remove',
]);

/**
 * Builds the onRequest hook of a route from its entry in the API catalogue: authenticate,
 * check membership of the tenant named by X-Tenant-Id, then the permissions and feature flags.
 * It runs before body and query validation, so a stranger learns nothing from validation errors.
 * What it reads is cached in `cache` (see access-cache.ts); `writes` collects the requests that may
 * change access, for registerGuard to settle before they answer.
 */
export function createGuard(
  db: TDb,
  verifier: TTokenVerifier,
  cache: TGuardCache,
  writes: WeakSet<FastifyRequest> = new WeakSet(),
) {
  return function access(routeId: TApiRouteId): onRequestAsyncHookHandler {
    const rule = API_ACCESS[routeId];
    const hook: onRequestAsyncHookHandler = async (request) => {
      if (rule === 'public') return;
      const principal = await authenticate(db, verifier, cache, request);
      request.principal = principal;
      if (rule !== 'signedIn') {
        const customerId = tenantIdFrom(request);
        const grant = await cache.membership(customerId, principal.userId, () =>
          findGrant(db, customerId, principal.userId),
        );
        if (!grant) throw forbidden('You are not a member of this tenant.');
        request.tenant = { customerId, ...grant };
        if (rule !== 'member' && !isAllowed(rule, grant)) throw forbidden();
      }
      // only a request let through can have changed anything
      if (ACCESS_WRITES.has(routeId)) writes.add(request);
    };
    ACCESS_HOOKS.set(hook, routeId);
    return hook;
  };
}

/** The access hooks made by createGuard, so that a route's requirement can be checked at start. */
const ACCESS_HOOKS = new WeakMap<object, TApiRouteId>();

/**
 * `/api` routes that are deliberately outside the API catalogue: they authenticate their callers
 * themselves or publish nothing private.
 */
export const PUBLIC_API_ROUTES: readonly string[] = [
  // the Bot Framework channel: botbuilder checks the Bot Framework's own tokens
  'POST /api/messages',
  // the OpenAPI document and its viewer (a trailing * covers a whole folder)
  'GET /api/docs',
  'GET /api/docs/*',
];

/** The API catalogue's id of a route, from its onRequest hooks. */
export function accessOf(onRequest: unknown): TApiRouteId | undefined {
  const hooks = Array.isArray(onRequest) ? onRequest : [onRequest];
  for (const hook of hooks) {
    const routeId = typeof hook === 'function' ? ACCESS_HOOKS.get(hook) : undefined;
    if (routeId) return routeId;
  }
  return undefined;
}

/**
 * Refuses to start with an `/api` route that is not the API catalogue's route of its guard's id
 * and is not listed as public: a route added without a requirement would otherwise be open to
 * anyone, and one guarded by another route's id would answer where the catalogue does not say.
 */
export function assertRouteAccess(route: { method: string | string[]; url: string; onRequest?: unknown }) {
  if (route.url !== '/api' && !route.url.startsWith('/api/')) return;
  const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');
  const routeId = accessOf(route.onRequest);
  if (routeId) {
    const { method, path } = methodAndPath(API_ROUTES[routeId]);
    const elsewhere = methods.filter((m) => m !== method || route.url !== path);
    if (elsewhere.length > 0)
      throw new Error(
        `${elsewhere.join(',')} ${route.url} is guarded by ${routeId}, which the API catalogue gives to ${method} ${path}`,
      );
    return;
  }
  const isPublic = (route: string) =>
    PUBLIC_API_ROUTES.some((entry) =>
      entry.endsWith('*') ? route.startsWith(entry.slice(0, -1)) : route === entry,
    );
  const unlisted = methods.filter((method) => !isPublic(`${method} ${route.url}`));
  if (unlisted.length > 0)
    throw new Error(
      `${unlisted.join(',')} ${route.url} has no entry in the API catalogue: declare it with route(id, …) of auth/api-routes.ts or list it in PUBLIC_API_ROUTES`,
    );
}

export type TAccess = ReturnType<typeof createGuard>;

declare module 'fastify' {
  interface FastifyInstance {
    access: TAccess;
  }
}

/**
 * Decorates the app with `access`, its cache kept by the database's change notifications. A request
 * that may have changed access answers only once its changes are in this process's cache, so the
 * next request of its caller sees them.
 */
export async function registerGuard(app: FastifyInstance, database: TDatabase, verifier: TTokenVerifier) {
  const cache: TGuardCache = createAccessCache();
  const writes = new WeakSet<FastifyRequest>();
  const changes = await listenForAccessChanges({
    notifications: database.notifications,
    evict: cache.evict,
    clear: cache.clear,
    fence: database.kind === 'postgres',
  });
  app.addHook('onClose', () => changes.stop());
  app.addHook('onSend', async (request) => {
    if (writes.has(request)) await changes.settle();
  });
  app.decorate('access', createGuard(database.db, verifier, cache, writes));
}
