import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ZSavedItem,
  ZValueHistoryEntry,
  type TItemStatus,
  type TValueCard,
} from '@askhr/shared/versioned-values/versioned-values.schemas';
import { apiFetch, apiRequest } from '../../lib/api-client';
import type { TMessageKey } from '../../lib/i18n/i18n';
import type { TVersionToSave } from './value-draft';

/** What a change of a kind's values refetches: everything of the kind, or some of its queries. */
export type TValueRefresh = 'all' | 'item' | 'status' | 'current';

/**
 * A country-valued kind (answers, placeholder values, bot reaction texts): where its API lives and
 * how its item and its values read, so that one set of queries and mutations serves every kind.
 */
export interface TValueKind<TValue, TSave, TStatus = TItemStatus> {
  /** the first segment of the keys of the kind's values */
  keyRoot: string;
  /** the segment naming one item in those keys ('question', 'placeholder', 'reaction') */
  itemSegment: string;
  /** the API's path for the kind, without a trailing slash */
  basePath: string;
  /** the query parameter that names the item when a country's value is removed */
  itemParam: string;
  /** the call that reads an item's values in every country */
  valuesRequest(itemId: number): { path: string; query?: Record<string, number> };
  /** one country's value as the API sends it */
  value: z.ZodType<TValue>;
  /** the value as a country card reads it */
  toCard(value: TValue): TValueCard;
  /** the save body of one version of an item's value in a country */
  toSaveItem(itemId: number, countryId: number, version: TVersionToSave): TSave;
  /** kinds with a list page: the list's id parameter and the status of one item */
  list?: { param: string; status: z.ZodType<TStatus> };
  /** what each change refetches */
  refreshes: Record<'save' | 'remove' | 'restore', readonly TValueRefresh[]>;
  /** the failure toast of the values query; a 404 stays silent, the page says the item is gone */
  valuesErrorAction?: TMessageKey;
}

/** A kind that has status and current values (a list page). */
export type TListedValueKind<TValue, TSave, TStatus> = TValueKind<TValue, TSave, TStatus> & {
  list: { param: string; status: z.ZodType<TStatus> };
};

export interface TRemoveValueParams {
  countryCode: string;
  /** one version only (a scheduled one); without it the country's whole value goes */
  versionId?: number;
}

/** Query keys of a kind's values; the tenant id comes second like every feature's keys. */
export function valueKindKeys({ keyRoot, itemSegment }: { keyRoot: string; itemSegment: string }) {
  return {
    all: (tenantId: number) => [keyRoot, tenantId] as const,
    item: (tenantId: number, itemId: number) => [keyRoot, tenantId, itemSegment, itemId] as const,
    history: (tenantId: number, itemId: number, countryId: number) =>
      [keyRoot, tenantId, itemSegment, itemId, 'history', countryId] as const,
    currentAll: (tenantId: number) => [keyRoot, tenantId, 'current'] as const,
    current: (tenantId: number, ids: readonly number[], countryCode: string) =>
      [keyRoot, tenantId, 'current', countryCode, ids] as const,
    statuses: (tenantId: number) => [keyRoot, tenantId, 'status'] as const,
    status: (tenantId: number, ids: readonly number[]) => [keyRoot, tenantId, 'status', ids] as const,
  };
}

/** The keys a change of one item's values refetches. */
export function refreshedKeys<TValue, TSave, TStatus>(
  kind: TValueKind<TValue, TSave, TStatus>,
  change: keyof TValueKind<TValue, TSave, TStatus>['refreshes'],
  tenantId: number,
  itemId: number,
) {
  const keys = valueKindKeys(kind);
  const keyOf: Record<TValueRefresh, readonly unknown[]> = {
    all: keys.all(tenantId),
    item: keys.item(tenantId, itemId),
    status: keys.statuses(tenantId),
    current: keys.currentAll(tenantId),
  };
  return kind.refreshes[change].map((refresh) => keyOf[refresh]);
}

const ZHistory = z.array(ZValueHistoryEntry);
const ZSavedList = z.union([z.array(ZSavedItem), ZSavedItem]);

/** One entry per tenant country, Global first; countries without a value come with id 0. */
export const kindValuesQueryOptions = <TValue, TSave, TStatus>(
  kind: TValueKind<TValue, TSave, TStatus>,
  tenantId: number,
  itemId: number,
) =>
  queryOptions({
    queryKey: valueKindKeys(kind).item(tenantId, itemId),
    queryFn: ({ signal }) => {
      const { path, query } = kind.valuesRequest(itemId);
      return apiRequest(path, z.array(kind.value), { tenantId, query, signal });
    },
    meta: kind.valuesErrorAction
      ? { globalLoading: true, errorAction: kind.valuesErrorAction, silentStatuses: [404] }
      : { globalLoading: true },
  });

/** Every version of an item's value in one country. */
export const kindHistoryQueryOptions = <TValue, TSave, TStatus>(
  kind: TValueKind<TValue, TSave, TStatus>,
  tenantId: number,
  itemId: number,
  countryId: number,
) =>
  queryOptions({
    queryKey: valueKindKeys(kind).history(tenantId, itemId, countryId),
    queryFn: ({ signal }) =>
      apiRequest(`${kind.basePath}/${itemId}/history`, ZHistory, { tenantId, query: { countryId }, signal }),
    meta: { errorAction: 'LOAD_HISTORY' },
  });

/** Which countries have an enabled value, per item. */
export const kindStatusQueryOptions = <TValue, TSave, TStatus>(
  kind: TListedValueKind<TValue, TSave, TStatus>,
  tenantId: number,
  ids: readonly number[],
) =>
  queryOptions({
    queryKey: valueKindKeys(kind).status(tenantId, ids),
    queryFn: ({ signal }) =>
      apiRequest(`${kind.basePath}/status`, z.array(kind.list.status), {
        tenantId,
        query: { [kind.list.param]: ids.join(',') },
        signal,
      }),
    enabled: ids.length > 0,
  });

/** The value each item gives in one country: its own, or the global one it inherits. */
export const kindCurrentQueryOptions = <TValue, TSave, TStatus>(
  kind: TListedValueKind<TValue, TSave, TStatus>,
  tenantId: number,
  ids: readonly number[],
  countryCode: string,
) =>
  queryOptions({
    queryKey: valueKindKeys(kind).current(tenantId, ids, countryCode),
    queryFn: ({ signal }) =>
      apiRequest(`${kind.basePath}/current`, z.array(kind.value), {
        tenantId,
        query: { [kind.list.param]: ids.join(','), countryFocus: countryCode },
        signal,
      }),
    enabled: ids.length > 0 && countryCode !== '',
  });

/** Saves versions of values; an update of a version someone else replaced gets 409. */
export function saveKindValues<TSave>(kind: { basePath: string }, tenantId: number, items: TSave[]) {
  return apiRequest(`${kind.basePath}/`, ZSavedList, { tenantId, method: 'POST', body: items });
}

/**
 * Removes a country's own value (the country falls back to the global one), or with a version id
 * just that version. A version that is gone already answers 409.
 */
export async function removeKindValue(
  kind: { basePath: string; itemParam: string },
  tenantId: number,
  itemId: number,
  params: TRemoveValueParams,
) {
  await apiFetch(`${kind.basePath}/${encodeURIComponent(params.countryCode)}`, {
    tenantId,
    method: 'DELETE',
    query: { [kind.itemParam]: itemId, versionId: params.versionId },
  });
}

/** Restoring saves the old text as a new version. */
export async function restoreKindVersion(kind: { basePath: string }, tenantId: number, versionId: number) {
  await apiFetch(`${kind.basePath}/history/${versionId}/restore`, { tenantId, method: 'POST' });
}
