import { effectiveVersion } from '@askhr/shared/versioned-values/versioned-values';
import { GLOBAL_COUNTRY_ID } from '@askhr/shared/countries/countries.constants';
import type { TPlaceholderEntry } from '@askhr/shared/placeholders/placeholder-rendering';
import type { TDb } from '../../db/client';
import { findPlaceholderKeywords } from './versioned-values.repository';
import { versionsAt } from './versioned-values.service';

/**
 * Every placeholder of the tenant with the value in force in the country at `date` (its own, the
 * global one as fallback, or null): what `{{keyword}}` becomes in an answer. It lives here, not in
 * placeholders, so that answers can render without depending on the placeholders module.
 */
export async function placeholderEntries(
  db: TDb,
  customerId: number,
  countryId: number,
  date = new Date(),
  now = new Date(),
): Promise<TPlaceholderEntry[]> {
  const rows = await findPlaceholderKeywords(db, customerId);
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
