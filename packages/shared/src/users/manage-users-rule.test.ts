import { describe, expect, it } from 'vitest';
import { keepsManageUsers } from './manage-users-rule';

const admin = { id: 1, permissions: ['manage-users', 'normal-user'] };
const editor = { id: 2, permissions: ['normal-user'] };
const manager = { id: 3, permissions: ['manage-users'] };

describe('keepsManageUsers', () => {
  it('refuses giving up the last role with manage-users, allows keeping another', () => {
    const available = [admin, editor, manager];
    expect(keepsManageUsers([admin], { kind: 'assign', roleIds: [2], available })).toBe(false);
    expect(keepsManageUsers([admin], { kind: 'assign', roleIds: [2, 3], available })).toBe(true);
    expect(keepsManageUsers([admin], { kind: 'assign', roleIds: [], available })).toBe(false);
  });

  it('refuses editing manage-users out of the last such role', () => {
    expect(keepsManageUsers([admin, editor], { kind: 'edit', role: { id: 1, permissions: [] } })).toBe(false);
    expect(keepsManageUsers([admin, manager], { kind: 'edit', role: { id: 1, permissions: [] } })).toBe(true);
    expect(keepsManageUsers([admin], { kind: 'edit', role: { id: 2, permissions: [] } })).toBe(true);
  });

  it('refuses removing the last such role', () => {
    expect(keepsManageUsers([admin, editor], { kind: 'remove', roleId: 1 })).toBe(false);
    expect(keepsManageUsers([admin, manager], { kind: 'remove', roleId: 1 })).toBe(true);
  });
});
