import { describe, expect, it } from 'vitest';
import { categoryScope, isCategoryEditable } from './category-scope';

const role = (permissions: string[], categories: number[] = []) => ({
  permissions,
  categoryRelated: categories.length > 0,
  categories,
});

describe('categoryScope', () => {
  it('covers every category through one unscoped role holding the permission', () => {
    const scope = categoryScope([role(['normal-user'], [3]), role(['normal-user'])]);
    expect(scope).toBe('all');
    expect(isCategoryEditable(scope, 99)).toBe(true);
    expect(isCategoryEditable(scope, null)).toBe(true);
  });

  it('covers only the categories of scoped roles', () => {
    const scope = categoryScope([role(['normal-user'], [3, 4]), role(['normal-user'], [5])]);
    expect(isCategoryEditable(scope, 4)).toBe(true);
    expect(isCategoryEditable(scope, 5)).toBe(true);
    expect(isCategoryEditable(scope, 6)).toBe(false);
    expect(isCategoryEditable(scope, null)).toBe(false);
  });

  it('ignores roles without the permission', () => {
    const scope = categoryScope([role(['portal-webchat']), role(['normal-user'], [2])]);
    expect(isCategoryEditable(scope, 2)).toBe(true);
    expect(isCategoryEditable(scope, 1)).toBe(false);
    expect(categoryScope([role(['portal-webchat'])])).toEqual(new Set());
  });
});
