import type {
  TItemStatus,
  TValueHistoryEntry,
} from '@askhr/shared/versioned-values/versioned-values.schemas';
import { canEditValue } from '@askhr/shared/versioned-values/edit-scope';
import { effectiveVersion, itemStatus } from '@askhr/shared/versioned-values/versioned-values';
import { GLOBAL_COUNTRY_ID } from '@askhr/shared/countries/countries.constants';
import type { TPlaceholderEntry } from '@askhr/shared/placeholders/placeholder-rendering';
import type { TPlaceholderValue } from '@askhr/shared/placeholders/placeholders.schemas';
import type { z } from 'zod';
import type { ZPlaceholderValueSave } from '@askhr/shared/placeholders/placeholders.schemas';
import type { TDb } from '../../db/client';
import type { TPrincipal, TTenantContext } from '../../auth/guard';
import { notFound } from '../../lib/errors';
import {
  assertCanEdit,
  knowledgeContext,
  saveCountry,
  tenantCountry,
  type TKnowledgeContext,
} from '../versioned-values/edit-rights.service';
import { findLiveVersions } from '../versioned-values/versioned-values.repository';
import {
  effectiveCard,
  historyVersion,
  removeCountryValue,
  restoreVersion,
  saveVersions,
  valueCard,
  valueHistory,
  versionsAt,
  type TValueCard,
} from '../versioned-values/versioned-values.service';
import { findPlaceholders, type TPlaceholderRow } from './placeholders.repository';

const KIND = 'placeholder';
type TValueSave = z.infer<typeof ZPlaceholderValueSave>;

/**
 * Every placeholder of the tenant with the value in force in the country at `date` (its own, the
 * global one as fallback, or null): what `{{keyword}}` becomes in an answer.
 */
export async function placeholderEntries(
  db: TDb,
  customerId: number,
  countryId: number,
  date = new Date(),
  now = new Date(),
): Promise<TPlaceholderEntry[]> {
  const rows = await findPlaceholders(db, customerId);
  const versions = await versionsAt(
    db,
    customerId,
    'placeholder',
    rows.map((r) => r.id),
    [...new Set([countryId, GLOBAL_COUNTRY_ID])],
    date,
    now,
  );
  return rows.map((row) => ({
    keyWord: row.keyWord,
    value:
      effectiveVersion(
        countryId,
        versions.filter((v) => v.itemId === row.id),
        date,
      ).version?.text ?? null,
  }));
}

const toValue = (placeholderId: number, card: TValueCard): TPlaceholderValue => ({
  id: card.id,
  placeholderId,
  countryId: card.countryId,
  value: card.text,
  active: card.active,
  hasGlobal: card.hasGlobal,
  editable: card.editable,
  scheduledCount: card.scheduledCount,
  lastUpdated: card.lastUpdated,
  lastUserUpdated: card.lastUserUpdated,
  validFrom: card.validFrom,
  new: card.new,
  scheduled: card.scheduled,
});

export async function placeholderOf(db: TDb, customerId: number, id: number): Promise<TPlaceholderRow> {
  const [row] = await findPlaceholders(db, customerId, { ids: [id] });
  if (!row) throw notFound('This placeholder does not exist.');
  return row;
}

/** One card per tenant country (Global first), or only `country`'s. */
export async function listValues(
  db: TDb,
  tenant: TTenantContext,
  placeholderId: number,
  country?: string,
  now = new Date(),
): Promise<TPlaceholderValue[]> {
  const context = await knowledgeContext(db, tenant);
  const placeholder = await placeholderOf(db, tenant.customerId, placeholderId);
  const countries = country ? [tenantCountry(context, country)] : context.countries;
  const versions = await findLiveVersions(db, tenant.customerId, KIND, [placeholderId]);
  return countries.map((c) =>
    toValue(
      placeholderId,
      valueCard(c.id, versions, now, canEditValue(context.roles, c.id, placeholder.categoryId)),
    ),
  );
}

/** The value each placeholder has in one country (own or inherited global). */
export async function currentValues(
  db: TDb,
  tenant: TTenantContext,
  ids: number[],
  countryFocus: string,
  now = new Date(),
): Promise<TPlaceholderValue[]> {
  const context = await knowledgeContext(db, tenant);
  const country = tenantCountry(context, countryFocus);
  const rows = await findPlaceholders(db, tenant.customerId, { ids });
  const versions = await findLiveVersions(db, tenant.customerId, KIND, ids);
  return inOrder(ids, rows).map((p) =>
    toValue(
      p.id,
      effectiveCard(
        country.id,
        versions.filter((v) => v.itemId === p.id),
        now,
        canEditValue(context.roles, country.id, p.categoryId),
      ),
    ),
  );
}

export async function valuesStatus(
  db: TDb,
  tenant: TTenantContext,
  ids: number[],
  now = new Date(),
): Promise<TItemStatus[]> {
  const context = await knowledgeContext(db, tenant);
  const rows = await findPlaceholders(db, tenant.customerId, { ids });
  const versions = await findLiveVersions(db, tenant.customerId, KIND, ids);
  const countryIds = context.countries.map((c) => c.id);
  return inOrder(ids, rows).map((p) =>
    itemStatus(
      p.id,
      countryIds,
      versions.filter((v) => v.itemId === p.id),
      now,
    ),
  );
}

export async function saveValues(
  db: TDb,
  tenant: TTenantContext,
  principal: TPrincipal,
  items: TValueSave[],
  now = new Date(),
) {
  const context = await knowledgeContext(db, tenant);
  const ids = [...new Set(items.map((i) => i.placeholderId))];
  const rows = await findPlaceholders(db, tenant.customerId, { ids });
  for (const [index, item] of items.entries()) {
    const placeholder = rows.find((p) => p.id === item.placeholderId);
    if (!placeholder) throw notFound(`Placeholder ${item.placeholderId} does not exist.`);
    assertCanEdit(context, saveCountry(context, item.countryId, index).id, placeholder.categoryId);
  }
  const saved = await saveVersions(
    db,
    tenant.customerId,
    KIND,
    items.map((item) => ({ ...item, itemId: item.placeholderId })),
    authorOf(principal),
    now,
  );
  return saved.map((row) => ({ id: row.id, customerId: row.customerId }));
}

async function editablePlaceholder(db: TDb, context: TKnowledgeContext, id: number, countryId: number) {
  const placeholder = await placeholderOf(db, context.customerId, id);
  assertCanEdit(context, countryId, placeholder.categoryId);
}

export async function removeValue(
  db: TDb,
  tenant: TTenantContext,
  country: string,
  placeholderId: number,
  versionId?: number,
) {
  const context = await knowledgeContext(db, tenant);
  const { id: countryId } = tenantCountry(context, country);
  await editablePlaceholder(db, context, placeholderId, countryId);
  return {
    removed: await removeCountryValue(db, tenant.customerId, KIND, placeholderId, countryId, versionId),
  };
}

export async function placeholderHistory(
  db: TDb,
  tenant: TTenantContext,
  placeholderId: number,
  countryId?: number,
): Promise<TValueHistoryEntry[]> {
  await placeholderOf(db, tenant.customerId, placeholderId);
  return valueHistory(db, tenant.customerId, KIND, placeholderId, countryId);
}

export async function restoreValue(
  db: TDb,
  tenant: TTenantContext,
  principal: TPrincipal,
  versionId: number,
) {
  const context = await knowledgeContext(db, tenant);
  const version = await historyVersion(db, tenant.customerId, KIND, versionId);
  await editablePlaceholder(db, context, version.itemId, tenantCountry(context, version.countryId).id);
  const row = await restoreVersion(db, tenant.customerId, KIND, version, authorOf(principal));
  return { id: row.id, customerId: row.customerId };
}

const authorOf = (principal: TPrincipal) => ({
  userId: principal.userId,
  name: principal.name || principal.email,
});

function inOrder<T extends { id: number }>(ids: number[], rows: T[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return [...new Set(ids)].flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}
