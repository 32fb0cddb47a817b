import { canEditItem } from '@askhr/shared/versioned-values/edit-scope';
import { effectiveVersion } from '@askhr/shared/versioned-values/versioned-values';
import { GLOBAL_COUNTRY_ID } from '@askhr/shared/countries/countries.constants';
import { usesKeyword } from '@askhr/shared/placeholders/placeholder-rendering';
import type { TPlaceholder, TPlaceholderGlobal } from '@askhr/shared/placeholders/placeholders.schemas';
import type { TPageQuery } from '@askhr/shared/questions/questions.schemas';
import type { TDb } from '../../db/client';
import type { TTenantContext } from '../../auth/guard';
import { knowledgeContext, tenantCountry } from '../versioned-values/edit-rights.service';
import { liveVersions } from '../versioned-values/versioned-values.service';
import { placeholderEntries } from '../versioned-values/placeholder-entries.service';
import { placeholderOf } from './placeholder-values.service';
import {
  findAnswersMentioning,
  findPlaceholders,
  findPlaceholderTags,
  type TPlaceholderRow,
} from './placeholders.repository';

async function present(db: TDb, customerId: number, rows: TPlaceholderRow[]): Promise<TPlaceholder[]> {
  const tagRows = await findPlaceholderTags(
    db,
    customerId,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    id: row.id,
    keyWord: row.keyWord,
    info: row.info,
    description: row.description,
    category: row.categoryId !== null ? { id: row.categoryId, name: row.categoryName ?? '' } : null,
    placeholderTags: tagRows
      .filter((t) => t.placeholderId === row.id)
      .map((t) => ({ tagId: t.tagId, tag: { id: t.tagId, name: t.tagName } })),
  }));
}

/**
 * The paged list: text, category and tag filters in the database; Edit Focus Mode (items the user
 * may edit in the focused country, or in some country) and `missing` (no enabled value in the
 * focused country, or in some country) over the matching rows.
 */
export async function placeholderPage(
  db: TDb,
  tenant: TTenantContext,
  query: TPageQuery,
  now = new Date(),
): Promise<{ data: TPlaceholder[]; total: number }> {
  const context = knowledgeContext(tenant);
  const country = query.countryCode ? tenantCountry(context, query.countryCode) : undefined;
  let rows = await findPlaceholders(db, tenant.customerId, {
    text: query.description?.trim() || undefined,
    categoryId: query.categoryId,
    tagId: query.tagId,
  });
  if (query.editMode) rows = rows.filter((r) => canEditItem(context.roles, r.categoryId, country?.id));
  if (query.missing) {
    const versions = await liveVersions(
      db,
      tenant.customerId,
      'placeholder',
      rows.map((r) => r.id),
    );
    const countryIds = country ? [country.id] : context.countries.map((c) => c.id);
    rows = rows.filter((r) => {
      const own = versions.filter((v) => v.itemId === r.id);
      return countryIds.some((id) => !effectiveVersion(id, own, now).version);
    });
  }
  const page = rows.slice(query.offset, query.offset + query.limit);
  return { data: await present(db, tenant.customerId, page), total: rows.length };
}

export async function getPlaceholder(db: TDb, tenant: TTenantContext, id: number): Promise<TPlaceholder> {
  const row = await placeholderOf(db, tenant.customerId, id);
  return (await present(db, tenant.customerId, [row]))[0]!;
}

/** Every placeholder's value in force in the country, for the answer editor's preview. */
export async function placeholderGlobals(
  db: TDb,
  tenant: TTenantContext,
  countryCode: string,
): Promise<TPlaceholderGlobal[]> {
  const context = knowledgeContext(tenant);
  const country = tenantCountry(context, countryCode);
  return placeholderEntries(db, tenant.customerId, country.id);
}

/** Questions whose live answers (in the country and the global template, or anywhere) use the keyword. */
export async function placeholderUses(
  db: TDb,
  tenant: TTenantContext,
  id: number,
  countryCode?: string,
): Promise<{ id: number; text: string }[]> {
  const context = knowledgeContext(tenant);
  const placeholder = await placeholderOf(db, tenant.customerId, id);
  const country = countryCode ? tenantCountry(context, countryCode) : undefined;
  const countryIds = country ? [...new Set([country.id, GLOBAL_COUNTRY_ID])] : undefined;
  const rows = await findAnswersMentioning(db, tenant.customerId, placeholder.keyWord, countryIds);
  const uses = new Map<number, string>();
  for (const row of rows)
    if (usesKeyword(row.text, placeholder.keyWord)) uses.set(row.questionId, row.questionText);
  return [...uses]
    .map(([questionId, text]) => ({ id: questionId, text }))
    .sort((a, b) => a.text.localeCompare(b.text));
}
