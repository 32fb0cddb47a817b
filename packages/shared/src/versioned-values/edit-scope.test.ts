import { describe, expect, it } from 'vitest';
import {
  canEditItem,
  canEditValue,
  categoryScope,
  countryScope,
  editRefusal,
  isInScope,
  type TEditRole,
} from './edit-scope';

const role = (opts: Partial<TEditRole> = {}): TEditRole => ({
  permissions: ['normal-user'],
  countryRelated: Boolean(opts.countries?.length),
  countries: [],
  categoryRelated: Boolean(opts.categories?.length),
  categories: [],
  ...opts,
});

describe('canEditValue', () => {
  it('lets an unscoped general role edit every country and category, uncategorized items too', () => {
    expect(canEditValue([role()], 9, 4)).toBe(true);
    expect(canEditValue([role()], 1, null)).toBe(true);
  });

  it('limits a country-scoped role to its countries', () => {
    const roles = [role({ countries: [2] })];
    expect(canEditValue(roles, 2, 4)).toBe(true);
    expect(canEditValue(roles, 1, 4)).toBe(false);
  });

  it('limits a category-scoped role to its categories, never uncategorized items', () => {
    const roles = [role({ categories: [4] })];
    expect(canEditValue(roles, 3, 4)).toBe(true);
    expect(canEditValue(roles, 3, 5)).toBe(false);
    expect(canEditValue(roles, 3, null)).toBe(false);
  });

  it('needs one role covering both the country and the category', () => {
    const roles = [role({ countries: [2] }), role({ countries: [3], categories: [4] })];
    expect(canEditValue(roles, 2, 5)).toBe(true);
    expect(canEditValue(roles, 3, 4)).toBe(true);
    expect(canEditValue(roles, 3, 5)).toBe(false);
  });

  it('ignores roles without the permission, and gives nothing without roles', () => {
    expect(canEditValue([role({ permissions: ['view-feedback'] })], 2, null)).toBe(false);
    expect(canEditValue([], 2, null)).toBe(false);
  });
});

describe('canEditItem and editRefusal', () => {
  it('tells whether some country of the item, or the given one, is editable', () => {
    const roles = [role({ countries: [2], categories: [4] })];
    expect(canEditItem(roles, 4)).toBe(true);
    expect(canEditItem(roles, 4, 2)).toBe(true);
    expect(canEditItem(roles, 4, 3)).toBe(false);
    expect(canEditItem(roles, 5)).toBe(false);
  });

  it('says whether the country or the category stops the write', () => {
    const roles = [role({ countries: [2], categories: [4] })];
    expect(editRefusal(roles, 2, 4)).toBeNull();
    expect(editRefusal(roles, 3, 4)).toBe('country');
    expect(editRefusal(roles, 2, 5)).toBe('category');
  });
});

const countryRole = (permissions: string[], countries: number[] = []) => ({
  permissions,
  countryRelated: countries.length > 0,
  countries,
});

describe('countryScope', () => {
  it('gives every country through a role that is not scoped to countries', () => {
    const scope = countryScope([countryRole(['normal-user'], [2]), countryRole(['normal-user'])]);
    expect(scope).toBe('all');
    expect(isInScope(scope, 42)).toBe(true);
  });

  it('gives only the countries of country-scoped roles', () => {
    const scope = countryScope([countryRole(['normal-user'], [2]), countryRole(['normal-user'], [3, 4])]);
    expect([2, 3, 4].map((id) => isInScope(scope, id))).toEqual([true, true, true]);
    expect(isInScope(scope, 1)).toBe(false);
    expect(isInScope(scope, 5)).toBe(false);
  });

  it('ignores roles without the permission', () => {
    const scope = countryScope([countryRole(['view-feedback']), countryRole(['admin-user'], [2])]);
    expect(isInScope(scope, 2)).toBe(false);
    expect(isInScope(countryScope([countryRole(['admin-user'])], 'admin-user'), 9)).toBe(true);
  });

  it('gives nothing without roles', () => {
    expect(isInScope(countryScope([]), 1)).toBe(false);
  });
});

const categoryRole = (permissions: string[], categories: number[] = []) => ({
  permissions,
  categoryRelated: categories.length > 0,
  categories,
});

describe('categoryScope', () => {
  it('covers every category through one unscoped role holding the permission', () => {
    const scope = categoryScope([categoryRole(['normal-user'], [3]), categoryRole(['normal-user'])]);
    expect(scope).toBe('all');
    expect(isInScope(scope, 99)).toBe(true);
    expect(isInScope(scope, null)).toBe(true);
  });

  it('covers only the categories of scoped roles', () => {
    const scope = categoryScope([categoryRole(['normal-user'], [3, 4]), categoryRole(['normal-user'], [5])]);
    expect(isInScope(scope, 4)).toBe(true);
    expect(isInScope(scope, 5)).toBe(true);
    expect(isInScope(scope, 6)).toBe(false);
    expect(isInScope(scope, null)).toBe(false);
  });

  it('ignores roles without the permission', () => {
    const scope = categoryScope([categoryRole(['portal-webchat']), categoryRole(['normal-user'], [2])]);
    expect(isInScope(scope, 2)).toBe(true);
    expect(isInScope(scope, 1)).toBe(false);
    expect(categoryScope([categoryRole(['portal-webchat'])])).toEqual(new Set());
  });
});
