import { canEditValue } from '@askhr/shared/versioned-values/edit-scope';
import type { TValueCard, TValueHistoryEntry } from '@askhr/shared/versioned-values/versioned-values.schemas';
import type { TDb } from '../../db/client';
import type { TPrincipal, TTenantContext } from '../../auth/guard';
import { notFound } from '../../lib/errors';
import { groupBy } from '../../lib/group-by';
import {
  assertCanEdit,
  knowledgeContext,
  saveCountry,
  tenantCountry,
  type TKnowledgeContext,
} from './edit-rights.service';
import { effectiveCard, valueCard, versionsByCountry } from './value-cards';
import {
  findLiveVersions,
  findVersionFactsInForce,
  type TLiveVersion,
  type TValueKind,
  type TVersionFacts,
} from './versioned-values.repository';
import {
  historyVersion,
  removeCountryValue,
  restoreVersion,
  saveVersions,
  valueHistory,
  type TVersionSave,
} from './versioned-values.service';

/**
 * What the users of versioned values (answers of questions, values of placeholders) do alike with
 * their items: list the country cards, save, remove, restore and tell the status, within the user's
 * edit rights. Each user says only which kind of value it keeps and how to find its items.
 */
export interface TValueItem {
  id: number;
  categoryId: number | null;
}

export interface TValueItems<TItem extends TValueItem> {
  kind: TValueKind;
  /** The tenant's items among `ids`; another tenant's (and deleted ones) are simply not found. */
  find(db: TDb, customerId: number, ids: readonly number[]): Promise<TItem[]>;
  /** The 404 message; with the id when it names one item of a save list. */
  missing(id?: number): string;
  /** The item with its live versions in one statement (else `find` and a read of the versions). */
  findWithVersions?(
    db: TDb,
    customerId: number,
    id: number,
  ): Promise<{ item: TItem; versions: TLiveVersion[] } | undefined>;
}

/** A country card with the id of its item, which answers and placeholder values name apart. */
export type TItemCard = TValueCard & { itemId: number };

const authorOf = (principal: TPrincipal) => ({
  userId: principal.userId,
  name: principal.name || principal.email,
});

/** The operations on one user's values, bound to its items. */
export function valueItemsOf<TItem extends TValueItem>(items: TValueItems<TItem>) {
  async function itemOf(db: TDb, customerId: number, id: number): Promise<TItem> {
    const [item] = await items.find(db, customerId, [id]);
    if (!item) throw notFound(items.missing());
    return item;
  }

  async function itemWithVersions(db: TDb, customerId: number, itemId: number) {
    if (items.findWithVersions) {
      const found = await items.findWithVersions(db, customerId, itemId);
      if (!found) throw notFound(items.missing());
      return found;
    }
    const [item, versions] = await Promise.all([
      itemOf(db, customerId, itemId),
      findLiveVersions(db, customerId, items.kind, [itemId]),
    ]);
    return { item, versions };
  }

  /** One card per tenant country (Global first), or only `countryCode`'s, with or without a value. */
  async function list(
    db: TDb,
    tenant: TTenantContext,
    itemId: number,
    countryCode?: string,
    now = new Date(),
  ): Promise<TItemCard[]> {
    const context = knowledgeContext(tenant);
    const { item, versions } = await itemWithVersions(db, tenant.customerId, itemId);
    const countries = countryCode ? [tenantCountry(context, countryCode)] : context.countries;
    const versionsOf = versionsByCountry(versions);
    return countries.map((country) => ({
      ...valueCard(
        country.id,
        versionsOf(country.id),
        now,
        canEditValue(context.roles, country.id, item.categoryId),
      ),
      itemId,
    }));
  }

  /** The found items in the order their ids were asked for, each with its live versions. */
  async function itemsWithVersions(db: TDb, customerId: number, ids: number[]) {
    const [found, versions] = await Promise.all([
      items.find(db, customerId, ids),
      findLiveVersions(db, customerId, items.kind, ids),
    ]);
    return withVersions(ids, found, versions);
  }

  /** The value each item has in one country: its own or the inherited global one. */
  async function current(
    db: TDb,
    tenant: TTenantContext,
    ids: number[],
    countryFocus: string,
    now = new Date(),
  ): Promise<TItemCard[]> {
    const context = knowledgeContext(tenant);
    const country = tenantCountry(context, countryFocus);
    return (await itemsWithVersions(db, tenant.customerId, ids)).map(({ item, versions }) => ({
      ...effectiveCard(country.id, versions, now, canEditValue(context.roles, country.id, item.categoryId)),
      itemId: item.id,
    }));
  }

  /**
   * The status at `now` of each found item over the tenant's countries, by the user's own status
   * rule, which sees the versions in force then.
   */
  async function statuses<TStatus>(
    db: TDb,
    tenant: TTenantContext,
    ids: number[],
    statusOf: (item: TItem, countryIds: number[], versions: TVersionFacts[]) => TStatus,
    now = new Date(),
  ): Promise<TStatus[]> {
    const context = knowledgeContext(tenant);
    const [found, versions] = await Promise.all([
      items.find(db, tenant.customerId, ids),
      findVersionFactsInForce(db, tenant.customerId, items.kind, ids, now),
    ]);
    const countryIds = context.countries.map((c) => c.id);
    return withVersions(ids, found, versions).map(({ item, versions }) =>
      statusOf(item, countryIds, versions),
    );
  }

  /** Checks that every item and country exists and is editable, then saves in one transaction. */
  async function save(
    db: TDb,
    tenant: TTenantContext,
    principal: TPrincipal,
    saves: readonly TVersionSave[],
    now = new Date(),
  ): Promise<{ id: number; customerId: number }[]> {
    const context = knowledgeContext(tenant);
    const found = await items.find(db, tenant.customerId, [...new Set(saves.map((s) => s.itemId))]);
    for (const [index, save] of saves.entries()) {
      const item = found.find((i) => i.id === save.itemId);
      if (!item) throw notFound(items.missing(save.itemId));
      assertCanEdit(context, saveCountry(context, save.countryId, index).id, item.categoryId);
    }
    const saved = await saveVersions(db, tenant.customerId, items.kind, saves, authorOf(principal), now);
    return saved.map((row) => ({ id: row.id, customerId: row.customerId }));
  }

  async function assertCanEditItem(
    db: TDb,
    context: TKnowledgeContext,
    itemId: number,
    countryId: number,
  ): Promise<void> {
    const item = await itemOf(db, context.customerId, itemId);
    assertCanEdit(context, countryId, item.categoryId);
  }

  /** Removes a country's value of the item, or with `versionId` one version of it. */
  async function remove(
    db: TDb,
    tenant: TTenantContext,
    countryCode: string,
    itemId: number,
    versionId?: number,
  ): Promise<{ removed: number }> {
    const context = knowledgeContext(tenant);
    const country = tenantCountry(context, countryCode);
    await assertCanEditItem(db, context, itemId, country.id);
    return {
      removed: await removeCountryValue(db, tenant.customerId, items.kind, itemId, country.id, versionId),
    };
  }

  async function history(
    db: TDb,
    tenant: TTenantContext,
    itemId: number,
    countryId?: number,
  ): Promise<TValueHistoryEntry[]> {
    await itemOf(db, tenant.customerId, itemId);
    return valueHistory(db, tenant.customerId, items.kind, itemId, countryId);
  }

  /** Saves a version of the item's history again, in force from now. */
  async function restore(
    db: TDb,
    tenant: TTenantContext,
    principal: TPrincipal,
    versionId: number,
  ): Promise<{ id: number; customerId: number }> {
    const context = knowledgeContext(tenant);
    const version = await historyVersion(db, tenant.customerId, items.kind, versionId);
    await assertCanEditItem(db, context, version.itemId, tenantCountry(context, version.countryId).id);
    const row = await restoreVersion(db, tenant.customerId, items.kind, version, authorOf(principal));
    return { id: row.id, customerId: row.customerId };
  }

  return { itemOf, list, current, statuses, save, remove, history, restore };
}

/** The found items in the order their ids were asked for (each once), each with its versions. */
function withVersions<TItem extends { id: number }, TVersion extends { itemId: number }>(
  ids: readonly number[],
  found: readonly TItem[],
  versions: readonly TVersion[],
) {
  const byItem = groupBy(versions, (version) => version.itemId);
  const byId = new Map(found.map((item) => [item.id, item]));
  return [...new Set(ids)].flatMap((id) => {
    const item = byId.get(id);
    return item ? [{ item, versions: byItem.get(id) ?? [] }] : [];
  });
}
