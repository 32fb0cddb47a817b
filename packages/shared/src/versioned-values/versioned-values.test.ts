import { describe, expect, it } from 'vitest';
import {
  effectiveVersion,
  filterCards,
  isPaused,
  itemStatus,
  liveAt,
  matchesState,
  matchesType,
  splitVersions,
  type TStoredVersion,
} from './versioned-values';

const NOW = new Date('2026-06-15T12:00:00.000Z');
let nextId = 1;
const v = (countryId: number, validFrom: string, active = true, id = nextId++) => ({
  id,
  countryId,
  active,
  validFrom,
});

describe('splitVersions', () => {
  it('has no current and nothing scheduled without versions', () => {
    expect(splitVersions([], NOW)).toEqual({ current: null, scheduled: [] });
  });

  it('takes a version valid exactly now as current', () => {
    const exact = v(2, NOW.toISOString());
    expect(splitVersions([exact], NOW).current).toBe(exact);
  });

  it('takes a version valid one millisecond later as scheduled', () => {
    const later = v(2, '2026-06-15T12:00:00.001Z');
    expect(splitVersions([later], NOW)).toEqual({ current: null, scheduled: [later] });
  });

  it('picks the latest past version as current and orders several scheduled ones by validFrom', () => {
    const old = v(2, '2025-01-01T00:00:00Z');
    const recent = v(2, '2026-06-01T00:00:00Z');
    const july = v(2, '2026-07-01T00:00:00Z');
    const august = v(2, '2026-08-01T00:00:00Z');
    const { current, scheduled } = splitVersions([august, old, july, recent], NOW);
    expect(current).toBe(recent);
    expect(scheduled).toEqual([july, august]);
  });

  it('breaks a tie on validFrom with the later saved version', () => {
    const first = v(2, '2026-01-01T00:00:00Z', true, 10);
    const second = v(2, '2026-01-01T00:00:00Z', true, 11);
    expect(splitVersions([second, first], NOW).current).toBe(second);
  });

  it('accepts Date values', () => {
    const d = { id: 1, countryId: 2, active: true, validFrom: new Date('2026-01-01') };
    expect(splitVersions([d], NOW).current).toBe(d);
  });
});

describe('effectiveVersion', () => {
  it('gives nothing without versions', () => {
    expect(effectiveVersion(2, [], NOW)).toEqual({ version: null, own: null, hasGlobal: false });
  });

  it("gives the country's own active current version", () => {
    const own = v(2, '2026-01-01T00:00:00Z');
    const global = v(1, '2026-01-01T00:00:00Z');
    expect(effectiveVersion(2, [own, global], NOW)).toEqual({ version: own, own, hasGlobal: false });
  });

  it('inherits the active global version when the country has none', () => {
    const global = v(1, '2026-01-01T00:00:00Z');
    expect(effectiveVersion(2, [global], NOW)).toEqual({ version: global, own: null, hasGlobal: true });
  });

  it('inherits the global version when the country is inactive and the global active', () => {
    const own = v(2, '2026-01-01T00:00:00Z', false);
    const global = v(1, '2026-01-01T00:00:00Z');
    expect(effectiveVersion(2, [own, global], NOW)).toEqual({ version: global, own, hasGlobal: true });
  });

  it('gives nothing when the global is inactive and the country has nothing', () => {
    const global = v(1, '2026-01-01T00:00:00Z', false);
    expect(effectiveVersion(2, [global], NOW).version).toBeNull();
  });

  it('gives nothing when the country and the global are both inactive', () => {
    const own = v(2, '2026-01-01T00:00:00Z', false);
    const global = v(1, '2026-01-01T00:00:00Z', false);
    expect(effectiveVersion(2, [own, global], NOW)).toEqual({ version: null, own, hasGlobal: false });
  });

  it('does not inherit a global version that is only scheduled', () => {
    const global = v(1, '2026-07-01T00:00:00Z');
    expect(effectiveVersion(2, [global], NOW).version).toBeNull();
  });

  it('gives the global country its own version only', () => {
    const global = v(1, '2026-01-01T00:00:00Z');
    expect(effectiveVersion(1, [global, v(2, '2026-01-01T00:00:00Z')], NOW)).toEqual({
      version: global,
      own: global,
      hasGlobal: false,
    });
    const inactive = v(1, '2026-01-01T00:00:00Z', false);
    expect(effectiveVersion(1, [inactive], NOW)).toEqual({ version: null, own: inactive, hasGlobal: false });
  });

  it('switches to a scheduled own version once its date has come', () => {
    const global = v(1, '2026-01-01T00:00:00Z');
    const july = v(2, '2026-07-01T00:00:00Z');
    expect(effectiveVersion(2, [global, july], NOW).version).toBe(global);
    expect(effectiveVersion(2, [global, july], new Date('2026-07-01T00:00:00Z')).version).toBe(july);
  });
});

describe('switching a country back to the global template', () => {
  const DE = 3;
  const global = v(1, '2026-01-01T00:00:00Z');
  // saved first: a German version scheduled for 15 Jan 2027
  const scheduled = v(DE, '2027-01-15T08:00:00Z');
  // then Germany's own value switched off on 29 Nov 2026 (it replaced the version in force)
  const switchedOff = v(DE, '2026-11-29T10:00:00Z', false);
  const testedAt = new Date('2027-01-20T09:00:00Z');

  it('pauses the versions scheduled before the switch-off: Germany keeps the global template', () => {
    expect(isPaused(scheduled, [switchedOff, scheduled])).toBe(true);
    expect(effectiveVersion(DE, [global, scheduled, switchedOff], testedAt)).toEqual({
      version: global,
      own: switchedOff,
      hasGlobal: true,
    });
    expect(splitVersions([scheduled, switchedOff], testedAt).current).toBe(switchedOff);
    expect(itemStatus(9, [DE], [global, scheduled, switchedOff], testedAt).enabledCountries).toEqual([DE]);
  });

  it('still lists a paused version as scheduled before its date', () => {
    expect(splitVersions([scheduled, switchedOff], new Date('2026-12-01T00:00:00Z'))).toEqual({
      current: switchedOff,
      scheduled: [scheduled],
    });
  });

  it('lets the scheduled version take over once the country is switched on again', () => {
    // switching on saves a new active version and replaces the switched-off one
    const switchedOn = v(DE, '2026-12-01T10:00:00Z');
    expect(isPaused(scheduled, [scheduled, switchedOn])).toBe(false);
    expect(effectiveVersion(DE, [global, scheduled, switchedOn], testedAt).version).toBe(scheduled);
  });

  it('takes over with a version scheduled after the switch-off', () => {
    const later = v(DE, '2027-01-10T08:00:00Z');
    expect(effectiveVersion(DE, [global, scheduled, switchedOff, later], testedAt).version).toBe(later);
  });

  it('does not pause a version that takes effect before a scheduled switch-off', () => {
    const offInFebruary = v(DE, '2027-02-01T00:00:00Z', false);
    expect(effectiveVersion(DE, [global, scheduled, offInFebruary], testedAt).version).toBe(scheduled);
    expect(effectiveVersion(DE, [global, scheduled, offInFebruary], new Date('2027-02-02')).version).toBe(
      global,
    );
  });

  it('pauses only versions of the same country', () => {
    const spain = v(2, '2027-01-15T08:00:00Z', true, 1);
    expect(isPaused(spain, [spain, switchedOff])).toBe(false);
  });
});

describe('itemStatus', () => {
  it('splits the countries into enabled and disabled ones', () => {
    const versions = [v(1, '2026-01-01T00:00:00Z'), v(3, '2026-01-01T00:00:00Z', false)];
    expect(itemStatus(7, [1, 2, 3], versions, NOW)).toEqual({
      id: 7,
      enabledCountries: [1, 2, 3],
      disabledCountries: [],
    });
    const noGlobal = [v(1, '2026-01-01T00:00:00Z', false), v(3, '2026-01-01T00:00:00Z')];
    expect(itemStatus(7, [1, 2, 3], noGlobal, NOW)).toEqual({
      id: 7,
      enabledCountries: [3],
      disabledCountries: [1, 2],
    });
  });

  it('disables every country without versions', () => {
    expect(itemStatus(1, [1, 2], [], NOW)).toEqual({
      id: 1,
      enabledCountries: [],
      disabledCountries: [1, 2],
    });
  });
});

describe('filter semantics (spec 000 section 4)', () => {
  const globalActive = { countryId: 1, active: true, hasGlobal: false };
  const globalInactive = { countryId: 1, active: false, hasGlobal: false };
  const inherited = { countryId: 2, active: false, hasGlobal: true };
  const own = { countryId: 3, active: true, hasGlobal: false };
  const none = { countryId: 4, active: false, hasGlobal: false };

  it('WITH ANSWER = active or has global; WITHOUT ANSWER = neither', () => {
    const all = [globalActive, globalInactive, inherited, own, none];
    expect(all.map((c) => matchesState(c, 'WITH_ANSWER'))).toEqual([true, false, true, true, false]);
    expect(all.map((c) => matchesState(c, 'WITHOUT_ANSWER'))).toEqual([false, true, false, false, true]);
  });

  it('Using Global Template = global active or inherited; Country Specific = a non-global active', () => {
    const all = [globalActive, globalInactive, inherited, own, none];
    expect(all.map((c) => matchesType(c, 'GLOBAL_TEMPLATE'))).toEqual([true, false, true, false, false]);
    expect(all.map((c) => matchesType(c, 'COUNTRY_SPECIFIC'))).toEqual([false, false, false, true, false]);
  });

  it('combines countries, states and types, and ignores empty filters', () => {
    const all = [globalActive, inherited, own, none];
    expect(filterCards(all, {})).toEqual(all);
    expect(filterCards(all, { states: ['WITH_ANSWER'], types: ['COUNTRY_SPECIFIC'] })).toEqual([own]);
    expect(filterCards(all, { countryIds: [2, 4], states: ['WITH_ANSWER'] })).toEqual([inherited]);
    expect(filterCards(all, { types: ['GLOBAL_TEMPLATE', 'COUNTRY_SPECIFIC'] })).toEqual([
      globalActive,
      inherited,
      own,
    ]);
  });
});

describe('liveAt', () => {
  const stored = (
    id: number,
    createdAt: string,
    supersededAt: string | null = null,
    removedAt: string | null = null,
  ): TStoredVersion => ({
    id,
    countryId: 2,
    active: true,
    validFrom: createdAt,
    createdAt,
    supersededAt,
    removedAt,
  });

  it('gives the versions that existed at a past date', () => {
    const a = stored(1, '2026-01-01T00:00:00Z', '2026-03-01T00:00:00Z');
    const b = stored(2, '2026-03-01T00:00:00Z', null, '2026-05-01T00:00:00Z');
    const c = stored(3, '2026-06-01T00:00:00Z');
    expect(liveAt([a, b, c], new Date('2026-02-01T00:00:00Z'), NOW)).toEqual([a]);
    expect(liveAt([a, b, c], new Date('2026-04-01T00:00:00Z'), NOW)).toEqual([b]);
    expect(liveAt([a, b, c], new Date('2026-05-15T00:00:00Z'), NOW)).toEqual([]);
  });

  it('gives the versions live now for a future date', () => {
    const a = stored(1, '2026-01-01T00:00:00Z', '2026-03-01T00:00:00Z');
    const c = stored(3, '2026-06-01T00:00:00Z');
    expect(liveAt([a, c], new Date('2027-01-01T00:00:00Z'), NOW)).toEqual([c]);
  });
});
