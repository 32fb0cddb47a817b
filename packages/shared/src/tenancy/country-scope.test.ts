import { describe, expect, it } from 'vitest';
import { countryScope, isCountryEditable } from './country-scope';

const role = (permissions: string[], countries: number[] = []) => ({
  permissions,
  countryRelated: countries.length > 0,
  countries,
});

describe('countryScope', () => {
  it('gives every country through a role that is not scoped to countries', () => {
    const scope = countryScope([role(['normal-user'], [2]), role(['normal-user'])]);
    expect(scope).toBe('all');
    expect(isCountryEditable(scope, 42)).toBe(true);
  });

  it('gives only the countries of country-scoped roles', () => {
    const scope = countryScope([role(['normal-user'], [2]), role(['normal-user'], [3, 4])]);
    expect([2, 3, 4].map((id) => isCountryEditable(scope, id))).toEqual([true, true, true]);
    expect(isCountryEditable(scope, 1)).toBe(false);
    expect(isCountryEditable(scope, 5)).toBe(false);
  });

  it('ignores roles without the permission', () => {
    const scope = countryScope([role(['view-feedback']), role(['admin-user'], [2])]);
    expect(isCountryEditable(scope, 2)).toBe(false);
    expect(isCountryEditable(countryScope([role(['admin-user'])], 'admin-user'), 9)).toBe(true);
  });

  it('gives nothing without roles', () => {
    expect(isCountryEditable(countryScope([]), 1)).toBe(false);
  });
});
