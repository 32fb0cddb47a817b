import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CSM_ROLE_NAME, PERMISSIONS } from '@askhr/shared/access/permissions';
import { customerUsers, roles } from '../../db/schema';
import { addMember } from '../../test/factories/users';
import { createTenant } from '../../test/factories/tenants';
import { useTestApp } from '../../test/app';
import { useMembers } from '../../test/kits/members';
import { expectApiError, getAs, memberWith, userIdOf } from '../../test/kits/access';

describe('users routes', () => {
  const t = useTestApp({ seed: 'minimal' });
  const who = useMembers(t, ['editor', 'webchatOnly', 'reviewer', 'csm'], { isAdminOfBoth: true });

  const roleId = async (customerId: number, name: string) =>
    (
      await t.db
        .select()
        .from(roles)
        .where(and(eq(roles.customerId, customerId), eq(roles.name, name)))
    )[0]!.id;

  describe('GET /api/Users/current', () => {
    it('gives the user and its tenants sorted by name, without a tenant chosen', async () => {
      const res = await getAs(t, '/api/Users/current', who.admin);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        id: await userIdOf(t, who.admin),
        email: who.admin,
        name: 'Ada Admin',
        customerUserId: null,
        roles: [],
        customerUsers: [
          { customerId: who.tenantId, customer: { name: 'Tenant One' } },
          { customerId: who.otherId, customer: { name: 'Tenant Two' } },
        ],
        language: null,
      });
    });

    it('gives the membership and role ids in the tenant of X-Tenant-Id', async () => {
      const own = (await getAs(t, '/api/Users/current', who.admin, who.tenantId)).json();
      const member = await t.db
        .select()
        .from(customerUsers)
        .where(
          and(
            eq(customerUsers.customerId, who.tenantId),
            eq(customerUsers.userId, await userIdOf(t, who.admin)),
          ),
        );
      expect(own.customerUserId).toBe(member[0]!.id);
      expect(own.roles).toEqual([await roleId(who.tenantId, 'Administrator')]);
      const other = (await getAs(t, '/api/Users/current', who.admin, who.otherId)).json();
      expect(other.roles).toEqual([await roleId(who.otherId, 'Administrator')]);
      expect(other.customerUserId).not.toBe(own.customerUserId);
    });

    it('answers a user without tenants, which the portal then explains', async () => {
      const res = await getAs(t, '/api/Users/current', who.nobody, who.tenantId);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        email: who.nobody,
        customerUserId: null,
        roles: [],
        customerUsers: [],
      });
    });

    it('gives no membership for a tenant the user is not a member of', async () => {
      const res = await getAs(t, '/api/Users/current', who.otherAdmin, who.tenantId);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        customerUserId: null,
        roles: [],
        customerUsers: [{ customerId: who.otherId, customer: { name: 'Tenant Two' } }],
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
      expectApiError(await getAs(t, '/api/Users/current', who.admin, '12abc'), 400, 'VALIDATION');
      expectApiError(await t.app.inject('/api/Users/current'), 401, 'UNAUTHENTICATED');
    });
  });

  describe('GET /api/Roles/', () => {
    it("lists the tenant's roles sorted by name, with scopes and the vendor role flagged", async () => {
      const res = await getAs(t, '/api/Roles/', who.admin, who.tenantId);
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
        id: await roleId(who.tenantId, 'Editor Spain'),
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
      const res = await getAs(t, '/api/Roles/', who.admin, who.otherId);
      const names = res.json().map((r: { name: string }) => r.name);
      expect(names).toContain('Administrator');
      expect(names).not.toContain('Editor Spain');
      expect(names).not.toContain(CSM_ROLE_NAME);
    });

    it('answers users managers and general users, and refuses the others', async () => {
      const manager = await memberWith(t, who.tenantId, ['manage-users']);
      expect((await getAs(t, '/api/Roles/', manager, who.tenantId)).statusCode).toBe(200);
      expect((await getAs(t, '/api/Roles/', who.editor, who.tenantId)).statusCode).toBe(200);
      expectApiError(await getAs(t, '/api/Roles/', who.webchatOnly, who.tenantId), 403, 'FORBIDDEN');
    });

    it('refuses a member of another tenant and a bad X-Tenant-Id', async () => {
      expectApiError(await getAs(t, '/api/Roles/', who.otherAdmin, who.tenantId), 403, 'FORBIDDEN');
      expectApiError(await getAs(t, '/api/Roles/', who.admin, '0x1'), 400, 'VALIDATION');
    });
  });
});
