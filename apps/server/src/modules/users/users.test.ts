import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSM_ROLE_NAME, PERMISSIONS } from '@askhr/shared/access/permissions';
import { customerUsers, roles } from '../../db/schema';
import { addMember, addMemberToRoles, createUser } from '../../test/factories/users';
import { createTenant } from '../../test/factories/tenants';
import { createTestApp, type TSeededTestApp } from '../../test/app';
import { ES } from '../../test/minimal-seed';
import { expectApiError, getAs, memberWith, userIdOf } from '../../test/kits/access';

describe('users routes', () => {
  let t: TSeededTestApp;
  let tenantId: number;
  let otherId: number;
  let admin: string;
  let otherOnly: string;
  let editor: string;
  let webchatOnly: string;
  let nobody: string;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'minimal' });
    ({ id: tenantId, adminEmail: admin } = t.seed.tenant);
    ({ id: otherId, adminEmail: otherOnly } = t.seed.other);
    // the tenant's admin administers the other tenant too
    await addMemberToRoles(t.db, otherId, t.seed.tenant.adminId, [t.seed.other.adminRoleId]);
    editor = await memberWith(t, tenantId, ['normal-user'], { countries: [ES], roleName: 'Editor Spain' });
    webchatOnly = await memberWith(t, tenantId, ['portal-webchat'], { roleName: 'Bot Tester' });
    await memberWith(t, tenantId, ['normal-user', 'admin-user', 'view-feedback'], { roleName: 'Reviewer' });
    await memberWith(t, tenantId, [...PERMISSIONS], { roleName: CSM_ROLE_NAME, csm: true });
    nobody = (await createUser(t.db)).email;
  });
  afterAll(() => t.close());

  const roleId = async (customerId: number, name: string) =>
    (
      await t.db
        .select()
        .from(roles)
        .where(and(eq(roles.customerId, customerId), eq(roles.name, name)))
    )[0]!.id;

  describe('GET /api/Users/current', () => {
    it('gives the user and its tenants sorted by name, without a tenant chosen', async () => {
      const res = await getAs(t, '/api/Users/current', admin);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        id: await userIdOf(t, admin),
        email: admin,
        name: 'Ada Admin',
        customerUserId: null,
        roles: [],
        customerUsers: [
          { customerId: tenantId, customer: { name: 'Tenant One' } },
          { customerId: otherId, customer: { name: 'Tenant Two' } },
        ],
      });
    });

    it('gives the membership and role ids in the tenant of X-Tenant-Id', async () => {
      const own = (await getAs(t, '/api/Users/current', admin, tenantId)).json();
      const member = await t.db
        .select()
        .from(customerUsers)
        .where(
          and(eq(customerUsers.customerId, tenantId), eq(customerUsers.userId, await userIdOf(t, admin))),
        );
      expect(own.customerUserId).toBe(member[0]!.id);
      expect(own.roles).toEqual([await roleId(tenantId, 'Administrator')]);
      const other = (await getAs(t, '/api/Users/current', admin, otherId)).json();
      expect(other.roles).toEqual([await roleId(otherId, 'Administrator')]);
      expect(other.customerUserId).not.toBe(own.customerUserId);
    });

    it('answers a user without tenants, which the portal then explains', async () => {
      const res = await getAs(t, '/api/Users/current', nobody, tenantId);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        email: nobody,
        customerUserId: null,
        roles: [],
        customerUsers: [],
      });
    });

    it('gives no membership for a tenant the user is not a member of', async () => {
      const res = await getAs(t, '/api/Users/current', otherOnly, tenantId);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        customerUserId: null,
        roles: [],
        customerUsers: [{ customerId: otherId, customer: { name: 'Tenant Two' } }],
      });
    });

    it('leaves out inactive memberships and sorts tenants by name whatever the case', async () => {
      const zeta = await createTenant(t.db, { name: 'zeta Labs' });
      const alpha = await createTenant(t.db, { name: 'Alpha Inc' });
      const gone = await createTenant(t.db, { name: 'Beta Gone' });
      const email = await memberWith(t, zeta.id, ['normal-user']);
      const userId = await userIdOf(t, email);
      await addMember(t.db, alpha.id, userId, []);
      const { member } = await addMember(t.db, gone.id, userId, ['normal-user']);
      await t.db.update(customerUsers).set({ active: false }).where(eq(customerUsers.id, member.id));
      const body = (await getAs(t, '/api/Users/current', email, gone.id)).json();
      expect(body.customerUsers.map((c: { customer: { name: string } }) => c.customer.name)).toEqual([
        'Alpha Inc',
        'zeta Labs',
      ]);
      expect(body.customerUserId).toBeNull();
    });

    it('refuses a malformed X-Tenant-Id and a request without a token', async () => {
      expectApiError(await getAs(t, '/api/Users/current', admin, '12abc'), 400, 'VALIDATION');
      expectApiError(await t.app.inject('/api/Users/current'), 401, 'UNAUTHENTICATED');
    });
  });

  describe('GET /api/Roles/', () => {
    it("lists the tenant's roles sorted by name, with scopes and the vendor role flagged", async () => {
      const res = await getAs(t, '/api/Roles/', admin, tenantId);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.map((r: { name: string }) => r.name)).toEqual([
        'Administrator',
        'Bot Tester',
        CSM_ROLE_NAME,
        'Editor Spain',
        'Reviewer',
      ]);
      expect(body.find((r: { name: string }) => r.name === 'Editor Spain')).toEqual({
        id: await roleId(tenantId, 'Editor Spain'),
        name: 'Editor Spain',
        description: expect.any(String),
        permissions: ['normal-user'],
        countryRelated: true,
        categoryRelated: false,
        countries: [2],
        categories: [],
        isCustomerSuccessManager: false,
        version: 1,
      });
      expect(body.find((r: { name: string }) => r.name === CSM_ROLE_NAME)).toMatchObject({
        isCustomerSuccessManager: true,
        permissions: [...PERMISSIONS].sort(),
      });
    });

    it('shows only the roles of the tenant asked for', async () => {
      const res = await getAs(t, '/api/Roles/', admin, otherId);
      const names = res.json().map((r: { name: string }) => r.name);
      expect(names).toContain('Administrator');
      expect(names).not.toContain('Editor Spain');
      expect(names).not.toContain(CSM_ROLE_NAME);
    });

    it('answers users managers and general users, and refuses the others', async () => {
      const manager = await memberWith(t, tenantId, ['manage-users']);
      expect((await getAs(t, '/api/Roles/', manager, tenantId)).statusCode).toBe(200);
      expect((await getAs(t, '/api/Roles/', editor, tenantId)).statusCode).toBe(200);
      expectApiError(await getAs(t, '/api/Roles/', webchatOnly, tenantId), 403, 'FORBIDDEN');
    });

    it('refuses a member of another tenant and a bad X-Tenant-Id', async () => {
      expectApiError(await getAs(t, '/api/Roles/', otherOnly, tenantId), 403, 'FORBIDDEN');
      expectApiError(await getAs(t, '/api/Roles/', admin, '0x1'), 400, 'VALIDATION');
    });
  });
});
