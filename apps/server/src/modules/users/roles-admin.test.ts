import { describe, expect, it } from 'vitest';
import { LAST_MANAGE_USERS_MESSAGE } from '@askhr/shared/users/manage-users-rule';
import { createCategory } from '../../test/factories/categories';
import { authHeaders, expectApiError, getAs, memberWith } from '../../test/kits/access';
import { useTestApp } from '../../test/app';
import { useMembers } from '../../test/kits/members';

describe('role management routes', () => {
  const t = useTestApp({ seed: 'minimal' });
  const who = useMembers(t, ['editor', 'reviewer', 'csm']);

  const send = async (
    method: 'POST' | 'DELETE',
    url: string,
    email: string,
    payload?: object,
    tenant = who.tenantId,
  ) => t.app.inject({ method, url, headers: await authHeaders(t, email, tenant), payload });
  const rolesOf = async (tenant = who.tenantId) =>
    (await getAs(t, '/api/Roles/', who.admin, tenant)).json() as {
      id: number;
      name: string;
      version: number;
      countries: number[];
      categories: number[];
      permissions: string[];
    }[];

  it('creates and edits a role with permissions and a country and category scope, 409 when stale', async () => {
    const category = await createCategory(t.db, who.tenantId, 'Payroll scope test');
    const created = await send('POST', '/api/Roles/', who.admin, {
      id: 0,
      name: 'Payroll Germany',
      description: 'Edits payroll content for Germany',
      permissions: ['normal-user', 'normal-user', 'view-feedback'],
      countryIds: [3],
      categoryIds: [category.id],
    });
    expect(created.statusCode).toBe(200);
    const { id, version } = created.json();
    expect((await rolesOf()).find((r) => r.id === id)).toMatchObject({
      permissions: ['normal-user', 'view-feedback'],
      countries: [3],
      categories: [category.id],
      version: 1,
    });
    const edit = { id, name: 'Payroll DE', permissions: ['normal-user'], countryIds: [], version };
    expect((await send('POST', '/api/Roles/', who.admin, edit)).json()).toEqual({ id, version: 2 });
    expect((await rolesOf()).find((r) => r.id === id)).toMatchObject({
      name: 'Payroll DE',
      countries: [],
      categories: [],
    });
    expectApiError(await send('POST', '/api/Roles/', who.admin, edit), 409, 'CONFLICT');
    expectApiError(await send('DELETE', `/api/Roles/${id}?version=1`, who.admin), 409, 'CONFLICT');
    expect((await send('DELETE', `/api/Roles/${id}?version=2`, who.admin)).statusCode).toBe(204);
    expect((await rolesOf()).some((r) => r.id === id)).toBe(false);
  });

  it('refuses bad names, scopes of other companies and unknown permissions', async () => {
    const bad = async (body: object, field: string) => {
      const res = await send('POST', '/api/Roles/', who.admin, {
        id: 0,
        name: 'X',
        permissions: [],
        ...body,
      });
      expectApiError(res, 400, 'VALIDATION');
      expect(Object.keys(res.json().error.fields).some((key) => key.startsWith(field))).toBe(true);
    };
    await bad({ name: '  ' }, 'name');
    await bad({ name: 'reviewer' }, 'name');
    await bad({ permissions: ['root'] }, 'permissions');
    await bad({ countryIds: [9999] }, 'countryIds');
    const otherCategory = await createCategory(t.db, who.otherId, 'Benefits scope test');
    await bad({ categoryIds: [otherCategory.id] }, 'categoryIds');
  });

  it("keeps the vendor's role out of reach and refuses other tenants and a missing permission", async () => {
    const csm = (await rolesOf()).find((r) => r.name === 'Customer Success Manager')!;
    const edit = { id: csm.id, name: 'Mine now', permissions: [], version: csm.version };
    expectApiError(await send('POST', '/api/Roles/', who.admin, edit), 403, 'FORBIDDEN');
    expectApiError(
      await send('DELETE', `/api/Roles/${csm.id}?version=${csm.version}`, who.admin),
      403,
      'FORBIDDEN',
    );
    const reviewer = (await rolesOf()).find((r) => r.name === 'Reviewer')!;
    const body = { id: reviewer.id, name: 'Taken over', permissions: [], version: reviewer.version };
    expectApiError(await send('POST', '/api/Roles/', who.otherAdmin, body, who.otherId), 404, 'NOT_FOUND');
    expectApiError(
      await send('DELETE', `/api/Roles/${reviewer.id}?version=1`, who.otherAdmin, undefined, who.otherId),
      404,
      'NOT_FOUND',
    );
    expectApiError(await send('POST', '/api/Roles/', who.otherAdmin, body), 403, 'FORBIDDEN');
    expectApiError(await send('POST', '/api/Roles/', who.editor, { ...body, id: 0 }), 403, 'FORBIDDEN');
  });

  it("refuses taking manage-users out of, or deleting, the caller's own last such role", async () => {
    const email = await memberWith(t, who.tenantId, ['manage-users', 'normal-user']);
    const mine = (await getAs(t, '/api/Users/current', email, who.tenantId)).json().roles[0] as number;
    const role = (await rolesOf()).find((r) => r.id === mine)!;
    const res = await send('POST', '/api/Roles/', email, {
      id: mine,
      name: role.name,
      permissions: ['normal-user'],
      version: 1,
    });
    expectApiError(res, 400, 'VALIDATION');
    expect(res.json().error.fields.permissions).toEqual([LAST_MANAGE_USERS_MESSAGE]);
    expectApiError(await send('DELETE', `/api/Roles/${mine}?version=1`, email), 400, 'VALIDATION');
    // someone else may
    expect((await send('DELETE', `/api/Roles/${mine}?version=1`, who.admin)).statusCode).toBe(204);
  });
});
