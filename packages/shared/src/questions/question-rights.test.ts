import { describe, expect, it } from 'vitest';
import { questionChangeRefusal } from './question-rights';

const role = (permissions: string[], scope: { countries?: number[]; categories?: number[] } = {}) => ({
  permissions,
  countryRelated: Boolean(scope.countries?.length),
  categoryRelated: Boolean(scope.categories?.length),
  categories: scope.categories ?? [],
});

describe('questionChangeRefusal', () => {
  it('allows a role scoped neither to countries nor to categories, for any category', () => {
    expect(questionChangeRefusal([role(['normal-user'])], 7)).toBeNull();
    expect(questionChangeRefusal([role(['normal-user'])], null)).toBeNull();
  });

  it('refuses every role scoped to countries, even one covering the category', () => {
    const spain = role(['normal-user'], { countries: [5] });
    expect(questionChangeRefusal([spain], 7)).toBe('country');
    expect(
      questionChangeRefusal([spain, role(['normal-user'], { countries: [5], categories: [7] })], 7),
    ).toBe('country');
  });

  it('needs the category from a role that is not scoped to countries', () => {
    const payroll = role(['normal-user'], { categories: [3] });
    expect(questionChangeRefusal([payroll], 3)).toBeNull();
    expect(questionChangeRefusal([payroll], 4)).toBe('category');
    expect(questionChangeRefusal([payroll], null)).toBe('category');
    // the category of a country-scoped role does not add to it
    expect(questionChangeRefusal([payroll, role(['normal-user'], { countries: [5] })], 4)).toBe('category');
  });

  it('ignores roles without the permission', () => {
    expect(questionChangeRefusal([role(['portal-webchat'])], 3)).toBe('country');
    expect(
      questionChangeRefusal([role(['portal-webchat']), role(['normal-user'], { countries: [5] })], 3),
    ).toBe('country');
  });
});
