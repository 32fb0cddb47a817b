import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { TApiRouteId } from '@askhr/shared/access/api-routes';
import {
  ZCountryCodeParams,
  ZHistoryQuery,
  ZRemovedResult,
  ZSavedItem,
  ZSavedList,
  ZValueHistory,
  ZVersionIdParams,
} from '@askhr/shared/versioned-values/versioned-values.schemas';
import type { TDb } from '../../db/client';
import { principalOf, tenantOf, type TTenantContext } from '../../auth/guard';
import type { TRoute } from '../../auth/api-routes';
import type { TValueItem, valueItemsOf } from './value-items.service';
import type { TVersionSave } from './versioned-values.service';

/** The route's id in the API catalogue, which gives its path, access and summary. */
export interface TValueRoute {
  id: TApiRouteId;
}

/** A route listing an item's country cards: in every country, or in the one the request names. */
export interface TValueListRoute<TParams, TQuery> extends TValueRoute {
  params?: z.ZodType<TParams>;
  querystring: z.ZodType<TQuery>;
  /** The item the request names and, for one country's card, the country. */
  target(request: { params: TParams; query: TQuery }): { itemId: number; country?: string | undefined };
}

/** The operations of the version store a kind's routes call, bound to the kind's items. */
export type TValueStore = Pick<
  ReturnType<typeof valueItemsOf<TValueItem>>,
  'save' | 'remove' | 'history' | 'restore'
>;

/** What a removal's query may add to the kind's item: the one version to remove. */
type TRemoveVersionQuery = { versionId?: number | undefined };

/** A version as a kind's save body sends it: the item id under the kind's own name. */
export type TValueSaveItem = Omit<TVersionSave, 'itemId' | 'replacesInForce'>;

/**
 * A kind of country-valued item (answers, placeholder values, bot reaction texts): its routes'
 * paths, access entries, schemas and summaries, how the item is read from a request, and the
 * service that keeps its values.
 */
export interface TValueKind<
  TCard,
  TListParams,
  TListQuery,
  TCountryParams,
  TCountryQuery,
  THistoryParams,
  TSave extends TValueSaveItem,
  TRemoveQuery extends TRemoveVersionQuery,
> {
  store: TValueStore;
  /** One card of the lists. */
  card: z.ZodType<TCard>;
  /** One card per tenant country (Global first), or only `country`'s. */
  cards(db: TDb, tenant: TTenantContext, itemId: number, country?: string): Promise<TCard[]>;
  list: TValueListRoute<TListParams, TListQuery>;
  /** A route of its own for one country's card, when `list` does not take the country. */
  listInCountry?: TValueListRoute<TCountryParams, TCountryQuery>;
  history: TValueRoute & { params: z.ZodType<THistoryParams>; itemId(params: THistoryParams): number };
  /** The body is one version or a list of them, as the kind's schema accepts. */
  save: TValueRoute & { body: z.ZodType<TSave | TSave[]>; itemId(version: TSave): number };
  restore: TValueRoute;
  /** Removes a country's value; the query names the item and, to remove one version, `versionId`. */
  remove: TValueRoute & { querystring: z.ZodType<TRemoveQuery>; itemId(query: TRemoveQuery): number };
}

/**
 * The request as its route's schemas parsed it: the validator compiler checks params, query and
 * body against the kind's zod schemas before the handler runs, which Fastify's types cannot tell
 * of a schema the route is given as a type parameter.
 */
const parsed = <TParams, TQuery, TBody = unknown>(request: FastifyRequest) =>
  request as FastifyRequest & { params: TParams; query: TQuery; body: TBody };

/** Declares a kind, its types inferred from the schemas and functions it names. */
export function valueKind<
  TCard,
  TListParams,
  TListQuery,
  TCountryParams,
  TCountryQuery,
  THistoryParams,
  TSave extends TValueSaveItem,
  TRemoveQuery extends TRemoveVersionQuery,
>(
  kind: TValueKind<
    TCard,
    TListParams,
    TListQuery,
    TCountryParams,
    TCountryQuery,
    THistoryParams,
    TSave,
    TRemoveQuery
  >,
) {
  return kind;
}

/**
 * Any kind, as the routes see it: they only pass what Zod parsed from the request to the kind's
 * own functions (declared as methods, so a kind of narrower types fits).
 */
type TAnyValueKind = TValueKind<
  unknown,
  unknown,
  unknown,
  unknown,
  unknown,
  unknown,
  TValueSaveItem,
  TRemoveVersionQuery
>;

/**
 * The routes every kind has: its cards in every country and in one, the history, save, restore of
 * a past version and removal of a country's value. Zod validates each request against the schema
 * the kind gives, which is what the request types of the handlers say.
 */
export function registerValueRoutes(route: TRoute, db: TDb, kind: TAnyValueKind) {
  const cardList = z.array(kind.card);

  function listRoute<TParams, TQuery>(list: TValueListRoute<TParams, TQuery>) {
    const params = list.params ? { params: list.params } : {};
    route(list.id, { ...params, querystring: list.querystring, response: cardList }, async (request) => {
      const { itemId, country } = list.target(parsed<TParams, TQuery>(request));
      return kind.cards(db, tenantOf(request), itemId, country);
    });
  }

  listRoute(kind.list);
  if (kind.listInCountry) listRoute(kind.listInCountry);

  const { history, save, restore, remove } = kind;
  route(
    history.id,
    { params: history.params, querystring: ZHistoryQuery, response: ZValueHistory },
    async (request) => {
      const { params, query } = parsed<unknown, z.infer<typeof ZHistoryQuery>>(request);
      return kind.store.history(db, tenantOf(request), history.itemId(params), query.countryId);
    },
  );

  route(save.id, { body: save.body, response: ZSavedList }, async (request) => {
    const { body } = parsed<unknown, unknown, TValueSaveItem | TValueSaveItem[]>(request);
    const versions = Array.isArray(body) ? body : [body];
    const saves = versions.map((version) => ({ ...version, itemId: save.itemId(version) }));
    return kind.store.save(db, tenantOf(request), principalOf(request), saves);
  });

  route(restore.id, { params: ZVersionIdParams, response: ZSavedItem }, async (request) =>
    kind.store.restore(db, tenantOf(request), principalOf(request), request.params.versionId),
  );

  route(
    remove.id,
    { params: ZCountryCodeParams, querystring: remove.querystring, response: ZRemovedResult },
    async (request) => {
      const { params, query } = parsed<z.infer<typeof ZCountryCodeParams>, TRemoveVersionQuery>(request);
      return kind.store.remove(db, tenantOf(request), params.country, remove.itemId(query), query.versionId);
    },
  );
}
