import { describe, expect, it } from 'vitest';
import { grantBeyondMessage, permissionsBeyond, rolesBeyond } from './grant-rule';

const role = (
  permissions: string[],
  scope: { countries?: number[]; categories?: number[] } = {},
  name = 'Role',
) => ({
  name,
  permissions,
  countryRelated: Boolean(scope.countries),
  countries: scope.countries ?? [],
  categoryRelated: Boolean(scope.categories),
  categories: scope.categories ?? [],
});

describe('permissionsBeyond', () => {
  it('lists the permissions the granting user holds nowhere', () => {
    const manager = [role(['manage-users'])];
    expect(permissionsBeyond(manager, role(['manage-users']))).toEqual([]);
    expect(permissionsBeyond(manager, role(['manage-users', 'it-admin', 'normal-user']))).toEqual([
      'it-admin',
      'normal-user',
    ]);
    expect(permissionsBeyond([], role([]))).toEqual([]);
  });

  it('holds an unscoped role broader than a scoped one, on either axis', () => {
    const spain = [role(['normal-user'], { countries: [2], categories: [7] })];
    expect(permissionsBeyond(spain, role(['normal-user']))).toEqual(['normal-user']);
    expect(permissionsBeyond(spain, role(['normal-user'], { countries: [2] }))).toEqual(['normal-user']);
    expect(permissionsBeyond(spain, role(['normal-user'], { categories: [7] }))).toEqual(['normal-user']);
    expect(permissionsBeyond(spain, role(['normal-user'], { countries: [2, 3], categories: [7] }))).toEqual([
      'normal-user',
    ]);
    expect(permissionsBeyond(spain, role(['normal-user'], { countries: [2], categories: [7] }))).toEqual([]);
    const everywhere = [role(['normal-user'])];
    expect(permissionsBeyond(everywhere, role(['normal-user'], { countries: [3], categories: [8] }))).toEqual(
      [],
    );
  });

  it('needs one held role to cover a country and a category together, and several may share the countries', () => {
    const split = [role(['normal-user'], { countries: [2] }), role(['normal-user'], { categories: [7] })];
    expect(permissionsBeyond(split, role(['normal-user'], { countries: [3], categories: [7] }))).toEqual([]);
    expect(permissionsBeyond(split, role(['normal-user'], { countries: [3], categories: [8] }))).toEqual([
      'normal-user',
    ]);
    const twoCountries = [
      role(['normal-user'], { countries: [2] }),
      role(['normal-user'], { countries: [3] }),
    ];
    expect(permissionsBeyond(twoCountries, role(['normal-user'], { countries: [2, 3] }))).toEqual([]);
  });

  it('counts a scope only where the held role carries the permission', () => {
    const held = [role(['normal-user']), role(['edit-documents'], { countries: [2] })];
    expect(permissionsBeyond(held, role(['edit-documents'], { countries: [2] }))).toEqual([]);
    expect(permissionsBeyond(held, role(['edit-documents']))).toEqual(['edit-documents']);
  });

  it('reads a role marked scoped without ids as reaching everywhere, and holding nowhere', () => {
    const marked = { ...role(['it-admin']), countryRelated: true };
    expect(permissionsBeyond([role(['it-admin'], { countries: [2] })], marked)).toEqual(['it-admin']);
    expect(permissionsBeyond([marked], role(['it-admin'], { countries: [2] }))).toEqual(['it-admin']);
  });
});

describe('rolesBeyond', () => {
  it('picks the roles that grant more than the user holds', () => {
    const held = [role(['manage-users', 'normal-user'])];
    const admin = role(['manage-users', 'it-admin'], {}, 'Administrator');
    const editor = role(['normal-user'], { countries: [2] }, 'Editor Spain');
    expect(rolesBeyond(held, [admin, editor]).map((r) => r.name)).toEqual(['Administrator']);
  });
});

describe('grantBeyondMessage', () => {
  it('names the permissions as the role form does, not by their keys', () => {
    expect(grantBeyondMessage(['admin-user', 'it-admin'])).toBe(
      'You can only grant permissions you hold yourself, in the countries and categories you hold them: Review questions, IT administration.',
    );
  });
});
