import { describe, expect, it } from 'vitest';
import { canEditItem, canEditValue, editRefusal, type TEditRole } from './edit-scope';

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
