import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@askhr/shared/access/permissions';
import { addMember, createUser } from '../../test/factories';
import { assignRoles, insertRole } from '../users/users.repository';
import {
  createDemoTestApp,
  expectApiError,
  getAs,
  memberWith,
  type TDemoTestApp,
} from '../access/access-test-kit';

type TBody = { id: number; name: string; code: string; editable: boolean }[];

describe('GET /api/Countries/Active', () => {
  let t: TDemoTestApp;
  beforeAll(async () => {
    t = await createDemoTestApp();
  });
  afterAll(() => t.close());

  const countries = async (email: string, tenant: number) => {
    const res = await getAs(t, '/api/Countries/Active', email, tenant);
    expect(res.statusCode).toBe(200);
    return res.json() as TBody;
  };

  it("lists the tenant's countries, Global first and then by name, all editable for an administrator", async () => {
    expect(await countries('admin@acme.test', t.acmeId)).toEqual([
      { id: 1, name: 'Global', code: 'GLOBAL', editable: true },
      { id: 6, name: 'Brazil', code: 'BR', editable: true },
      { id: 3, name: 'Germany', code: 'DE', editable: true },
      { id: 5, name: 'India', code: 'IN', editable: true },
      { id: 2, name: 'Spain', code: 'ES', editable: true },
      { id: 4, name: 'United States', code: 'US', editable: true },
    ]);
    expect((await countries('admin@acme.test', t.globexId)).map((c) => c.name)).toEqual([
      'Global',
      'France',
      'United Kingdom',
    ]);
  });

  it('makes only the countries of a country-scoped role editable', async () => {
    const body = await countries('editor.es@acme.test', t.acmeId);
    expect(body.filter((c) => c.editable).map((c) => c.code)).toEqual(['ES']);
    expect(body).toHaveLength(6);
  });

  it('gives every country through an unscoped general role, and none without the general permission', async () => {
    expect((await countries('reviewer@acme.test', t.acmeId)).every((c) => c.editable)).toBe(true);
    expect((await countries('webchat@acme.test', t.acmeId)).some((c) => c.editable)).toBe(false);
  });

  it('adds up the countries of several scoped roles', async () => {
    const user = await createUser(t.db);
    const { member } = await addMember(t.db, t.acmeId, user.id, ['normal-user'], { countries: [3] });
    const brazil = await insertRole(t.db, t.acmeId, {
      name: 'Editor Brazil',
      permissions: ['normal-user'],
      countryIds: [6],
    });
    await assignRoles(t.db, t.acmeId, member.id, [brazil.id]);
    const editable = (await countries(user.email, t.acmeId)).filter((c) => c.editable).map((c) => c.code);
    expect(editable).toEqual(['BR', 'DE']);
  });

  it('refuses a member of another tenant and a bad X-Tenant-Id', async () => {
    const globexOnly = await memberWith(t, t.globexId, [...PERMISSIONS]);
    expectApiError(await getAs(t, '/api/Countries/Active', globexOnly, t.acmeId), 403, 'FORBIDDEN');
    expectApiError(await getAs(t, '/api/Countries/Active', 'admin@acme.test', 'Acme'), 400, 'VALIDATION');
  });
});
