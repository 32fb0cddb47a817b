import type {
  TValueCard,
  TValueHistoryEntry,
  TValueVersion,
} from '@askhr/shared/versioned-values/versioned-values.schemas';
import { GLOBAL_COUNTRY_ID } from '@askhr/shared/countries/countries.constants';
import { effectiveVersion, splitVersions } from '@askhr/shared/versioned-values/versioned-values';
import { groupBy } from '../../lib/group-by';
import type { TLiveVersion, TVersionRow } from './versioned-values.repository';

// How stored versions are shown: as versions, as history entries and on the country cards.

const iso = (d: Date) => d.toISOString();

export function toValueVersion(row: TLiveVersion): TValueVersion {
  return {
    id: row.id,
    countryId: row.countryId,
    text: row.text,
    active: row.active,
    validFrom: iso(row.validFrom),
    lastUpdated: iso(row.createdAt),
    lastUserUpdated: row.createdByName,
  };
}

export function toHistoryEntry(row: TVersionRow): TValueHistoryEntry {
  return {
    ...toValueVersion(row),
    change: row.removedAt ? 'removed' : row.replacesId ? 'edited' : 'created',
    replacesId: row.replacesId,
    supersededAt: row.supersededAt ? iso(row.supersededAt) : null,
    removedAt: row.removedAt ? iso(row.removedAt) : null,
  };
}

/** The card of one country from the item's live versions; without an own version it is "new". */
export function valueCard(
  countryId: number,
  versions: readonly TLiveVersion[],
  now: Date,
  editable: boolean,
): TValueCard {
  const own = versions.filter((v) => v.countryId === countryId);
  const { current, scheduled } = splitVersions(own, now);
  const { hasGlobal } = effectiveVersion(countryId, versions, now);
  return {
    id: current?.id ?? 0,
    countryId,
    text: current?.text ?? '',
    active: current?.active ?? false,
    hasGlobal,
    editable,
    scheduledCount: scheduled.length,
    lastUpdated: current ? iso(current.createdAt) : null,
    lastUserUpdated: current ? current.createdByName : null,
    validFrom: current ? iso(current.validFrom) : null,
    new: own.length === 0,
    scheduled: scheduled.map(toValueVersion),
  };
}

/**
 * The live versions that decide each country's card: its own and the global ones. Grouped once, so
 * that the 50 cards of an item with 100 live versions do not each read all of them.
 */
export function versionsByCountry(versions: readonly TLiveVersion[]): (countryId: number) => TLiveVersion[] {
  const groups = groupBy(versions, (version) => version.countryId);
  const global = groups.get(GLOBAL_COUNTRY_ID) ?? [];
  return (countryId) =>
    countryId === GLOBAL_COUNTRY_ID ? global : [...(groups.get(countryId) ?? []), ...global];
}

/** What an employee of the country gets: the effective version as a card (id 0 and new when none). */
export function effectiveCard(
  countryId: number,
  versions: readonly TLiveVersion[],
  now: Date,
  editable: boolean,
): TValueCard {
  const { version, hasGlobal } = effectiveVersion(countryId, versions, now);
  const card = valueCard(countryId, versions, now, editable);
  if (!version) return card;
  return {
    ...card,
    id: version.id,
    text: version.text,
    active: true,
    hasGlobal,
    lastUpdated: iso(version.createdAt),
    lastUserUpdated: version.createdByName,
    validFrom: iso(version.validFrom),
    new: false,
  };
}
