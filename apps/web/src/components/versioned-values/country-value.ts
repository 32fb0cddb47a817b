import { GLOBAL_COUNTRY_ID } from '@askhr/shared/countries/countries.constants';
import {
  filterCards,
  hasValue,
  isPaused,
  type TAnswerState,
  type TAnswerType,
} from '@askhr/shared/versioned-values/versioned-values';
import type { TValueCard } from '@askhr/shared/versioned-values/versioned-values.schemas';

/** The detail page offers one state and one type at a time; the shared rule takes lists. */
export interface TValueFilters {
  countryIds: number[];
  state: TAnswerState | null;
  type: TAnswerType | null;
}

export const NO_VALUE_FILTERS: TValueFilters = { countryIds: [], state: null, type: null };

const listOf = <T>(one: T | null): T[] => (one === null ? [] : [one]);

/** The cards the filters keep (spec 000 section 4), with the countries without a value listed apart. */
export function splitValues(values: readonly TValueCard[], filters: TValueFilters) {
  const shown = filterCards(values, {
    countryIds: filters.countryIds,
    states: listOf(filters.state),
    types: listOf(filters.type),
  });
  return {
    shown,
    withValue: shown.filter(hasValue),
    withoutValue: shown.filter((value) => !hasValue(value)),
  };
}

/** The newest change among all countries, for the 'most recent updated' card. */
export function mostRecentUpdate(values: readonly TValueCard[]): TValueCard | null {
  let newest: TValueCard | null = null;
  for (const value of values)
    if (value.lastUpdated && (!newest?.lastUpdated || value.lastUpdated > newest.lastUpdated)) newest = value;
  return newest;
}

/** The text employees of a country get: its own, or the global template it inherits. */
export function shownText(value: TValueCard, globalValue: TValueCard | undefined): string {
  if (value.active || value.countryId === GLOBAL_COUNTRY_ID) return value.text;
  return value.hasGlobal ? (globalValue?.text ?? value.text) : '';
}

/**
 * Whether some scheduled version of the card waits because the value was switched off after it
 * was scheduled (the shared `isPaused`, over the card's current and scheduled versions).
 */
export function hasPausedVersions(value: TValueCard): boolean {
  const { id, countryId, active, validFrom } = value;
  const current = id > 0 && validFrom ? [{ id, countryId, active, validFrom }] : [];
  const versions = [...current, ...value.scheduled];
  return value.scheduled.some((version) => isPaused(version, versions));
}
