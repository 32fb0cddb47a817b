import { describe, expect, it } from 'vitest';
import type { TRole } from '@askhr/shared/tenancy/tenancy.schemas';
import { groupRoles } from './role-groups';

const role = (id: number, extra: Partial<TRole> = {}): TRole => ({
  id,
  name: `Role ${id}`,
  description: '',
  permissions: [],
  countryRelated: false,
  categoryRelated: false,
  countries: [],
  categories: [],
  isCustomerSuccessManager: false,
  version: 1,
  ...extra,
});

describe('groupRoles', () => {
  it('groups as Roles, By Countries and By Categories, without the vendor role or empty groups', () => {
    const groups = groupRoles([
      role(1),
      role(2, { countryRelated: true }),
      role(3, { countryRelated: true, categoryRelated: true }),
      role(4, { isCustomerSuccessManager: true }),
    ]);
    expect(groups.map((g) => [g.labelKey, g.roles.map((r) => r.id)])).toEqual([
      ['USERS_ROLES_GROUP_ROLES', [1]],
      ['USERS_ROLES_GROUP_COUNTRIES', [2, 3]],
    ]);
  });
});
