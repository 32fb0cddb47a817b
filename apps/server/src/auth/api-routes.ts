import type {
  ContextConfigDefault,
  FastifyContextConfig,
  FastifyInstance,
  FastifyPluginAsync,
  FastifyPluginOptions,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { methodAndPath } from '@askhr/shared/access/api-route';
import { API_ROUTES, type TApiRouteId } from '@askhr/shared/access/api-routes';

/** A route's zod schemas, and the options Fastify takes beside them. */
export interface TRouteParts {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** the answer of status 200, or the answers by status */
  response?: z.ZodType | Record<number, z.ZodType>;
  produces?: readonly string[];
  consumes?: readonly string[];
  bodyLimit?: number;
  config?: FastifyContextConfig;
}

type TSchemaOf<TParts extends TRouteParts> = Omit<TParts, 'response' | 'bodyLimit' | 'config'> &
  (TParts extends { response: infer TOk extends z.ZodType }
    ? { response: { 200: TOk } }
    : Pick<TParts, 'response' & keyof TParts>);

/** A handler whose request and reply are typed by the route's schemas, as Zod checks them. */
type THandler<TParts extends TRouteParts> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  TSchemaOf<TParts>,
  ZodTypeProvider
>;

/**
 * Declares the routes of the API catalogue (`@askhr/shared/access/api-routes`): a route names its
 * id, and its method, path, tag, summary and access guard come from the catalogue, so that a
 * route's path, its guard and its API docs cannot drift apart.
 */
export function apiRoutes(app: FastifyInstance) {
  return function route<const TParts extends TRouteParts>(
    id: TApiRouteId,
    parts: TParts,
    handler: THandler<TParts>,
  ) {
    const { tag, summary } = API_ROUTES[id];
    const { method, path } = methodAndPath(API_ROUTES[id]);
    const { bodyLimit, config, response, ...schema } = parts;
    const options: RouteOptions = {
      method,
      url: path,
      onRequest: app.access(id),
      ...(bodyLimit === undefined ? {} : { bodyLimit }),
      ...(config === undefined ? {} : { config }),
      schema: {
        tags: [tag],
        summary,
        ...schema,
        ...(response === undefined
          ? {}
          : { response: response instanceof z.ZodType ? { 200: response } : response }),
      },
      handler: handler as RouteHandlerMethod,
    };
    app.route(options);
  };
}

/** Declares one route of the API catalogue by its id. */
export type TRoute = ReturnType<typeof apiRoutes>;

/** Declares routes of the API catalogue, given the plugin's options (and the plugin, for its decorations). */
type TDeclareRoutes<TOptions> = (
  route: TRoute,
  options: TOptions,
  app: FastifyInstance,
) => void | Promise<void>;

/** A Fastify plugin of routes of the API catalogue. */
export function apiPlugin<TOptions extends FastifyPluginOptions = Record<never, never>>(
  declare: TDeclareRoutes<TOptions>,
): FastifyPluginAsync<TOptions> {
  return async (app, options) => declare(apiRoutes(app), options, app);
}
