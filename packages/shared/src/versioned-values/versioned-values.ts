import { GLOBAL_COUNTRY_ID } from '../countries/countries.constants';

/**
 * Pure rules of country-versioned values (DESIGN section 4), shared by answers, placeholder values
 * and bot reaction texts, by the server and by the portal.
 */
export interface TVersionLike {
  id: number;
  countryId: number;
  active: boolean;
  validFrom: string | Date;
}

const time = (value: string | Date) => (typeof value === 'string' ? Date.parse(value) : value.getTime());

/** Latest validFrom first; among equal dates the later saved (higher id) wins. */
const byValidFromDesc = (a: TVersionLike, b: TVersionLike) =>
  time(b.validFrom) - time(a.validFrom) || b.id - a.id;

/**
 * Switching a value off (back to the global template) pauses the versions scheduled before the
 * switch-off: a version is paused while a switched-off version of its country, saved after it, takes
 * effect no later than it. Otherwise a country switched off today would silently answer again from a
 * version scheduled weeks ago. Switching the value on again replaces the switched-off version, and a
 * version scheduled (or edited) after the switch-off is a new decision: neither is paused.
 */
export function isPaused(version: TVersionLike, versions: readonly TVersionLike[]): boolean {
  return versions.some(
    (other) =>
      !other.active &&
      other.countryId === version.countryId &&
      other.id > version.id &&
      time(other.validFrom) <= time(version.validFrom),
  );
}

/**
 * Current = the latest version, not paused, whose validFrom is not after `now`; scheduled = the
 * later ones (paused ones too: they are still waiting), soonest first. Versions are those of one
 * country.
 */
export function splitVersions<T extends TVersionLike>(
  versions: readonly T[],
  now: Date,
): { current: T | null; scheduled: T[] } {
  const at = now.getTime();
  const past = versions
    .filter((v) => time(v.validFrom) <= at && !isPaused(v, versions))
    .sort(byValidFromDesc);
  const scheduled = versions.filter((v) => time(v.validFrom) > at).sort((a, b) => byValidFromDesc(b, a));
  return { current: past[0] ?? null, scheduled };
}

export interface TEffective<T> {
  /** the version an employee of the country gets, or null */
  version: T | null;
  /** the country's own current version, active or not */
  own: T | null;
  /** true when the version comes from the global template */
  hasGlobal: boolean;
}

/**
 * What a country gets: its own current version when active, otherwise the global current version
 * when active (hasGlobal), otherwise nothing. The global country only has its own.
 */
export function effectiveVersion<T extends TVersionLike>(
  countryId: number,
  versions: readonly T[],
  now: Date,
): TEffective<T> {
  const own = splitVersions(
    versions.filter((v) => v.countryId === countryId),
    now,
  ).current;
  if (own?.active) return { version: own, own, hasGlobal: false };
  if (countryId === GLOBAL_COUNTRY_ID) return { version: null, own, hasGlobal: false };
  const global = splitVersions(
    versions.filter((v) => v.countryId === GLOBAL_COUNTRY_ID),
    now,
  ).current;
  if (global?.active) return { version: global, own, hasGlobal: true };
  return { version: null, own, hasGlobal: false };
}

/** Enabled countries (own active value or an inherited active global) and disabled ones. */
export function itemStatus(
  itemId: number,
  countryIds: readonly number[],
  versions: readonly TVersionLike[],
  now: Date,
): { id: number; enabledCountries: number[]; disabledCountries: number[] } {
  const enabledCountries: number[] = [];
  const disabledCountries: number[] = [];
  for (const countryId of countryIds)
    (effectiveVersion(countryId, versions, now).version ? enabledCountries : disabledCountries).push(
      countryId,
    );
  return { id: itemId, enabledCountries, disabledCountries };
}

/** What a country card says, enough for the filters of the value detail page. */
export interface TCardFlags {
  countryId: number;
  active: boolean;
  hasGlobal: boolean;
}

export const ANSWER_STATES = ['WITH_ANSWER', 'WITHOUT_ANSWER'] as const;
export type TAnswerState = (typeof ANSWER_STATES)[number];
export const ANSWER_TYPES = ['GLOBAL_TEMPLATE', 'COUNTRY_SPECIFIC'] as const;
export type TAnswerType = (typeof ANSWER_TYPES)[number];

/** Spec 000 section 4: a card has a value (WITH ANSWER) when active or when it has global. */
export function hasValue(card: Pick<TCardFlags, 'active' | 'hasGlobal'>): boolean {
  return card.active || card.hasGlobal;
}

/** Spec 000 section 4: WITH ANSWER = active or has global; WITHOUT ANSWER = neither. */
export function matchesState(card: TCardFlags, state: TAnswerState): boolean {
  return state === 'WITH_ANSWER' ? hasValue(card) : !hasValue(card);
}

/**
 * Spec 000 section 4: Using Global Template = the global country active, or inherited;
 * Using Country Specific Answer = a non-global country active.
 */
export function matchesType(card: TCardFlags, type: TAnswerType): boolean {
  if (type === 'GLOBAL_TEMPLATE')
    return (card.countryId === GLOBAL_COUNTRY_ID && card.active) || card.hasGlobal;
  return card.countryId !== GLOBAL_COUNTRY_ID && card.active;
}

/** Cards kept by the filters; an empty list of states or types means no filter on it. */
export function filterCards<T extends TCardFlags>(
  cards: readonly T[],
  filter: {
    countryIds?: readonly number[];
    states?: readonly TAnswerState[];
    types?: readonly TAnswerType[];
  },
): T[] {
  return cards.filter(
    (card) =>
      (!filter.countryIds?.length || filter.countryIds.includes(card.countryId)) &&
      (!filter.states?.length || filter.states.some((s) => matchesState(card, s))) &&
      (!filter.types?.length || filter.types.some((t) => matchesType(card, t))),
  );
}

/** Stored lifecycle of a version, to tell which versions existed at a date. */
export interface TStoredVersion extends TVersionLike {
  createdAt: string | Date;
  supersededAt: string | Date | null;
  removedAt: string | Date | null;
}

/**
 * The versions that were live at `date` (saved by then, not yet replaced or removed). For a date in
 * the future that is the versions live now; the current one at `date` is then `splitVersions`.
 */
export function liveAt<T extends TStoredVersion>(versions: readonly T[], date: Date, now: Date): T[] {
  const at = Math.min(date.getTime(), now.getTime());
  return versions.filter(
    (v) =>
      time(v.createdAt) <= at &&
      (v.supersededAt === null || time(v.supersededAt) > at) &&
      (v.removedAt === null || time(v.removedAt) > at),
  );
}
