import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSM_ROLE_NAME, PERMISSIONS } from '@askhr/shared/access/permissions';
import { customerUsers, roles } from '../../db/schema';
import { addMember, createTenant } from '../../test/factories';
import {
  createDemoTestApp,
  expectApiError,
  getAs,
  memberWith,
  userIdOf,
  type TDemoTestApp,
} from '../access/access-test-kit';

describe('users routes', () => {
  let t: TDemoTestApp;
  let globexOnly: string;
  beforeAll(async () => {
    t = await createDemoTestApp();
    globexOnly = await memberWith(t, t.globexId, [...PERMISSIONS]);
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
      const res = await getAs(t, '/api/Users/current', 'admin@acme.test');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        id: await userIdOf(t, 'admin@acme.test'),
        email: 'admin@acme.test',
        name: 'Alex Morgan',
        customerUserId: null,
        roles: [],
        customerUsers: [
          { customerId: t.acmeId, customer: { name: 'Acme Corp' } },
          { customerId: t.globexId, customer: { name: 'Globex Ltd' } },
        ],
      });
    });

    it('gives the membership and role ids in the tenant of X-Tenant-Id', async () => {
      const acme = (await getAs(t, '/api/Users/current', 'admin@acme.test', t.acmeId)).json();
      const member = await t.db
        .select()
        .from(customerUsers)
        .where(
          and(
            eq(customerUsers.customerId, t.acmeId),
            eq(customerUsers.userId, await userIdOf(t, 'admin@acme.test')),
          ),
        );
      expect(acme.customerUserId).toBe(member[0]!.id);
      expect(acme.roles).toEqual([await roleId(t.acmeId, 'Administrator')]);
      const globex = (await getAs(t, '/api/Users/current', 'admin@acme.test', t.globexId)).json();
      expect(globex.roles).toEqual([await roleId(t.globexId, 'Administrator')]);
      expect(globex.customerUserId).not.toBe(acme.customerUserId);
    });

    it('answers a user without tenants, which the portal then explains', async () => {
      const res = await getAs(t, '/api/Users/current', 'nobody@acme.test', t.acmeId);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        email: 'nobody@acme.test',
        customerUserId: null,
        roles: [],
        customerUsers: [],
      });
    });

    it('gives no membership for a tenant the user is not a member of', async () => {
      const res = await getAs(t, '/api/Users/current', globexOnly, t.acmeId);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        customerUserId: null,
        roles: [],
        customerUsers: [{ customerId: t.globexId, customer: { name: 'Globex Ltd' } }],
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
      expectApiError(await getAs(t, '/api/Users/current', 'admin@acme.test', '12abc'), 400, 'VALIDATION');
      expectApiError(await t.app.inject('/api/Users/current'), 401, 'UNAUTHENTICATED');
    });
  });

  describe('GET /api/Roles/', () => {
    it("lists the tenant's roles sorted by name, with scopes and the vendor role flagged", async () => {
      const res = await getAs(t, '/api/Roles/', 'admin@acme.test', t.acmeId);
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
        id: await roleId(t.acmeId, 'Editor Spain'),
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
      const res = await getAs(t, '/api/Roles/', 'admin@acme.test', t.globexId);
      const names = res.json().map((r: { name: string }) => r.name);
      expect(names).toContain('Administrator');
      expect(names).not.toContain('Editor Spain');
      expect(names).not.toContain(CSM_ROLE_NAME);
    });

    it('answers users managers and general users, and refuses the others', async () => {
      const manager = await memberWith(t, t.acmeId, ['manage-users']);
      expect((await getAs(t, '/api/Roles/', manager, t.acmeId)).statusCode).toBe(200);
      expect((await getAs(t, '/api/Roles/', 'editor.es@acme.test', t.acmeId)).statusCode).toBe(200);
      expectApiError(await getAs(t, '/api/Roles/', 'webchat@acme.test', t.acmeId), 403, 'FORBIDDEN');
    });

    it('refuses a member of another tenant and a bad X-Tenant-Id', async () => {
      expectApiError(await getAs(t, '/api/Roles/', globexOnly, t.acmeId), 403, 'FORBIDDEN');
      expectApiError(await getAs(t, '/api/Roles/', 'admin@acme.test', '0x1'), 400, 'VALIDATION');
    });
  });
});
