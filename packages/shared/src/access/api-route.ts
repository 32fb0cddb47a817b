import type { TRequirement } from './access-table';

/** What a route needs: nothing, a signed-in user, any member of the tenant, or a requirement. */
export type TApiAccess = 'public' | 'signedIn' | 'member' | TRequirement;

type THttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One route of the API as clients call it and the server declares it. */
export interface TApiRoute {
  /** method and path, e.g. `GET /api/Questions/:id` */
  route: `${THttpMethod} /api/${string}`;
  /** the group of the API docs the route is listed under */
  tag: string;
  access: TApiAccess;
  /** what the route does, in one line of the API docs */
  summary: string;
}

/** The permission every knowledge-base screen needs. */
export const general = ['normal-user'] as const;
/** Push messages and surveys: either flag opens the shared lookups. */
export const pushFlags = ['PushMessaging', 'Surveys'] as const;

type TApiRouteInput = Omit<TApiRoute, 'tag' | 'access'> & { access?: TApiAccess };

/** Routes listed under one tag of the API docs, each needing `access` unless it says otherwise. */
export function defineApi<
  const TAccess extends TApiAccess,
  const TRoutes extends Record<string, TApiRouteInput>,
>(tag: string, access: TAccess, routes: TRoutes) {
  const entries = Object.entries(routes).map(([id, route]) => [id, { tag, access, ...route }]);
  return Object.fromEntries(entries) as {
    [TId in keyof TRoutes]: TApiRoute & {
      access: TRoutes[TId] extends { access: infer TOwn } ? TOwn : TAccess;
    };
  };
}

/** The method and the path of a route. */
export function methodAndPath(route: TApiRoute) {
  const [method, path] = route.route.split(' ') as [THttpMethod, string];
  return { method, path };
}
