import { placeholderEntries as entriesAt } from '@askhr/shared/bot/bot-knowledge';
import { GLOBAL_COUNTRY_ID } from '@askhr/shared/countries/countries.constants';
import type { TPlaceholderEntry } from '@askhr/shared/placeholders/placeholder-rendering';
import type { TDb } from '../../db/client';
import { groupBy } from '../../lib/group-by';
import { findPlaceholderKeywords, findVersionsInForce } from './versioned-values.repository';
import { versionsAt } from './versioned-values.service';

/** Each keyword with the versions of its placeholder. */
function withVersions<T extends { itemId: number }>(
  rows: readonly { id: number; keyWord: string }[],
  versions: T[],
) {
  const byItem = groupBy(versions, (version) => version.itemId);
  return rows.map((row) => ({ keyWord: row.keyWord, versions: byItem.get(row.id) ?? [] }));
}

/**
 * Every placeholder of the tenant with its versions in the countries as they stood at `date`. It
 * lives here, not in placeholders, so that answers can render without depending on that module.
 */
export async function placeholderVersions(
  db: TDb,
  customerId: number,
  countryIds: readonly number[],
  date = new Date(),
  now = new Date(),
) {
  const rows = await findPlaceholderKeywords(db, customerId);
  const versions = await versionsAt(
    db,
    customerId,
    'placeholder',
    rows.map((r) => r.id),
    countryIds,
    date,
    now,
  );
  return withVersions(rows, versions);
}

/**
 * Every placeholder with the value in force in the country at `date` (its own, the global one as
 * fallback, or null): what `{{keyword}}` becomes in an answer. Without a date, now: then only the
 * versions in force are read.
 */
export async function placeholderEntries(
  db: TDb,
  customerId: number,
  countryId: number,
  date?: Date,
  now = new Date(),
): Promise<TPlaceholderEntry[]> {
  const countryIds = [...new Set([countryId, GLOBAL_COUNTRY_ID])];
  if (date)
    return entriesAt(
      { placeholders: await placeholderVersions(db, customerId, countryIds, date, now) },
      countryId,
      date,
    );
  const rows = await findPlaceholderKeywords(db, customerId);
  const versions = await findVersionsInForce(
    db,
    customerId,
    'placeholder',
    rows.map((r) => r.id),
    now,
    countryIds,
  );
  return entriesAt({ placeholders: withVersions(rows, versions) }, countryId, now);
}
