import { GLOBAL_COUNTRY_ID } from '@askhr/shared/countries/countries.constants';
import type { TValueVersion } from '@askhr/shared/versioned-values/versioned-values.schemas';

/**
 * A country's value as the detail page shows it: an answer, or a placeholder value with its
 * `value` read as `text` (DESIGN section 4: one mechanism for both).
 */
export interface TCountryValue {
  id: number;
  countryId: number;
  text: string;
  active: boolean;
  hasGlobal: boolean;
  editable: boolean;
  scheduledCount: number;
  lastUpdated: string | null;
  lastUserUpdated: string | null;
  validFrom: string | null;
  new: boolean;
  scheduled: TValueVersion[];
}

export type TStateFilter = 'with' | 'without';
export type TTypeFilter = 'global' | 'specific';

export interface TValueFilters {
  countryIds: number[];
  state: TStateFilter | null;
  type: TTypeFilter | null;
}

export const NO_VALUE_FILTERS: TValueFilters = { countryIds: [], state: null, type: null };

const isGlobal = (value: TCountryValue) => value.countryId === GLOBAL_COUNTRY_ID;

/** Spec 000 section 4: WITH ANSWER = active or has global; WITHOUT ANSWER = neither. */
export function hasValue(value: TCountryValue): boolean {
  return value.active || value.hasGlobal;
}

/** Using Global Template = the global country active, or a country inheriting it. */
export function usesGlobalTemplate(value: TCountryValue): boolean {
  return isGlobal(value) ? value.active : !value.active && value.hasGlobal;
}

/** Using Country Specific Answer = a non-global country with its own active value. */
export function usesCountryValue(value: TCountryValue): boolean {
  return !isGlobal(value) && value.active;
}

export function matchesFilters(value: TCountryValue, filters: TValueFilters): boolean {
  if (filters.countryIds.length > 0 && !filters.countryIds.includes(value.countryId)) return false;
  if (filters.state === 'with' && !hasValue(value)) return false;
  if (filters.state === 'without' && hasValue(value)) return false;
  if (filters.type === 'global' && !usesGlobalTemplate(value)) return false;
  if (filters.type === 'specific' && !usesCountryValue(value)) return false;
  return true;
}

/** The cards to show, split into countries with a value and those without (listed apart). */
export function splitValues(values: readonly TCountryValue[], filters: TValueFilters) {
  const shown = values.filter((value) => matchesFilters(value, filters));
  return { withValue: shown.filter(hasValue), withoutValue: shown.filter((value) => !hasValue(value)) };
}

/** The newest change among all countries, for the 'most recent updated' card. */
export function mostRecentUpdate(values: readonly TCountryValue[]): TCountryValue | null {
  let newest: TCountryValue | null = null;
  for (const value of values)
    if (value.lastUpdated && (!newest?.lastUpdated || value.lastUpdated > newest.lastUpdated)) newest = value;
  return newest;
}

/** The text employees of a country get: its own, or the global template it inherits. */
export function shownText(value: TCountryValue, globalValue: TCountryValue | undefined): string {
  if (value.active || isGlobal(value)) return value.text;
  return value.hasGlobal ? (globalValue?.text ?? value.text) : '';
}
