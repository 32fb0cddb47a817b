import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@askhr/shared/access/permissions';
import { addMember, createUser } from '../../test/factories/users';
import { assignRoles, insertRole } from '../users/users.repository';
import { createTestApp, type TSeededTestApp } from '../../test/app';
import { DE, ES, US } from '../../test/minimal-seed';
import { expectApiError, getAs, memberWith } from '../../test/kits/access';

type TBody = { id: number; name: string; code: string; editable: boolean }[];

describe('GET /api/Countries/Active', () => {
  let t: TSeededTestApp;
  let tenantId: number;
  let otherId: number;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'minimal' });
    ({ id: tenantId, adminEmail: admin } = t.seed.tenant);
    otherId = t.seed.other.id;
  });
  afterAll(() => t.close());

  const countries = async (email: string, tenant: number) => {
    const res = await getAs(t, '/api/Countries/Active', email, tenant);
    expect(res.statusCode).toBe(200);
    return res.json() as TBody;
  };

  it("lists the tenant's countries, Global first and then by name, all editable for an administrator", async () => {
    expect(await countries(admin, tenantId)).toEqual([
      { id: 1, name: 'Global', code: 'GLOBAL', editable: true },
      { id: 3, name: 'Germany', code: 'DE', editable: true },
      { id: 2, name: 'Spain', code: 'ES', editable: true },
      { id: 4, name: 'United States', code: 'US', editable: true },
    ]);
    expect((await countries(t.seed.other.adminEmail, otherId)).map((c) => c.name)).toEqual([
      'Global',
      'France',
      'United Kingdom',
    ]);
  });

  it('makes only the countries of a country-scoped role editable', async () => {
    const editor = await memberWith(t, tenantId, ['normal-user'], { countries: [ES] });
    const body = await countries(editor, tenantId);
    expect(body.filter((c) => c.editable).map((c) => c.code)).toEqual(['ES']);
    expect(body).toHaveLength(4);
  });

  it('gives every country through an unscoped general role, and none without the general permission', async () => {
    const reviewer = await memberWith(t, tenantId, ['normal-user', 'admin-user', 'view-feedback']);
    const webchatOnly = await memberWith(t, tenantId, ['portal-webchat']);
    expect((await countries(reviewer, tenantId)).every((c) => c.editable)).toBe(true);
    expect((await countries(webchatOnly, tenantId)).some((c) => c.editable)).toBe(false);
  });

  it('adds up the countries of several scoped roles', async () => {
    const user = await createUser(t.db);
    const { member } = await addMember(t.db, tenantId, user.id, ['normal-user'], { countries: [DE] });
    const unitedStates = await insertRole(t.db, tenantId, {
      name: 'Editor United States',
      permissions: ['normal-user'],
      countryIds: [US],
    });
    await assignRoles(t.db, tenantId, member.id, [unitedStates.id]);
    const editable = (await countries(user.email, tenantId)).filter((c) => c.editable).map((c) => c.code);
    expect(editable).toEqual(['DE', 'US']);
  });

  it('refuses a member of another tenant and a bad X-Tenant-Id', async () => {
    const otherOnly = await memberWith(t, otherId, [...PERMISSIONS]);
    expectApiError(await getAs(t, '/api/Countries/Active', otherOnly, tenantId), 403, 'FORBIDDEN');
    expectApiError(await getAs(t, '/api/Countries/Active', admin, 'Acme'), 400, 'VALIDATION');
  });
});
