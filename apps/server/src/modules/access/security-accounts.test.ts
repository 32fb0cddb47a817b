import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@askhr/shared/access/permissions';
import { createBrowser } from '../../test/kits/oidc-client';
import { eq, sql } from 'drizzle-orm';
import { customerUserRoles, users } from '../../db/schema';
import { addMember, createUser } from '../../test/factories/users';
import { createCategory } from '../../test/factories/categories';
import { createTenant } from '../../test/factories/tenants';
import { inviteUser as inviteToTenant } from '../tenancy/tenant-admin.service';
import { saveUser } from '../users/members.service';
import { insertRole } from '../users/users.repository';
import { authHeaders, expectApiError, getAs, memberWith, userIdOf } from '../../test/kits/access';
import { createTestApp, type TSeededTestApp } from '../../test/app';
import { TENANT_ADMIN } from '../../test/minimal-seed';

const actionOf = (html: string) => /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
const OWN_PASSWORD = 'a password of my own';

let t: TSeededTestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'minimal' });
  await memberWith(t, t.seed.tenant.id, ['normal-user', 'admin-user', 'view-feedback'], {
    roleName: 'Reviewer',
  });
  await memberWith(t, t.seed.tenant.id, ['portal-webchat'], { roleName: 'Bot Tester' });
});
afterAll(() => t.close());

describe('an account invited by several companies', () => {
  let ownAdmin: string;
  let otherAdmin: string;
  beforeAll(async () => {
    ownAdmin = await memberWith(t, t.seed.tenant.id, [...PERMISSIONS]);
    otherAdmin = await memberWith(t, t.seed.other.id, [...PERMISSIONS]);
  });

  const invite = async (as: string, tenant: number, email: string, roleIds: number[] = []) =>
    t.app.inject({
      method: 'POST',
      url: '/api/Users/',
      headers: await authHeaders(t, as, tenant),
      payload: { id: 0, email, roleIds },
    });
  const otherAdministrator = async () =>
    (await getAs(t, '/api/Roles/', otherAdmin, t.seed.other.id))
      .json()
      .find((r: { name: string }) => r.name === 'Administrator').id as number;
  const withToken = (token: string, url: string, tenant?: number) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: {
        authorization: `Bearer ${token}`,
        ...(tenant === undefined ? {} : { 'x-tenant-id': String(tenant) }),
      },
    });

  /** Signs in with a temporary password and chooses a password of one's own; returns the API token. */
  async function firstSignIn(email: string, temporaryPassword: string) {
    const browser = createBrowser(t);
    const { res, verifier } = await browser.authorize();
    const login = await browser.follow(res);
    const change = await browser.post(actionOf(login.res.body)!, { email, password: temporaryPassword });
    const action = actionOf(change.body);
    if (!action?.endsWith('/password')) throw new Error(`no password change for ${email}`);
    const done = await browser.follow(
      await browser.post(action, { password: OWN_PASSWORD, confirm: OWN_PASSWORD }),
    );
    const code = new URL(done.location!).searchParams.get('code')!;
    return (await browser.exchangeCode(code, verifier)).json().access_token as string;
  }

  it("gives the holder of one company's temporary password nothing of another company that invites the same email", async () => {
    const first = await invite(ownAdmin, t.seed.tenant.id, 'cfo@globex.test');
    const ownPassword = first.json().temporaryPassword as string;
    expect(ownPassword).toEqual(expect.any(String));

    const second = await invite(otherAdmin, t.seed.other.id, 'cfo@globex.test', [await otherAdministrator()]);

    const token = await firstSignIn('cfo@globex.test', ownPassword);
    expectApiError(await withToken(token, '/api/Users/page', t.seed.other.id), 403, 'FORBIDDEN');
    expectApiError(
      await withToken(token, '/api/CustomSettings/ITAdminConfig', t.seed.other.id),
      403,
      'FORBIDDEN',
    );
    const current = (await withToken(token, '/api/Users/current')).json();
    expect(current.customerUsers.map((c: { customerId: number }) => c.customerId)).toEqual([
      t.seed.tenant.id,
    ]);

    // Globex's administrator is told why, and can invite the person once they have signed in
    expectApiError(second, 400, 'VALIDATION');
    expect(second.json().error.fields.email).toEqual([second.json().error.message]);
    const again = await invite(otherAdmin, t.seed.other.id, 'cfo@globex.test');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ temporaryPassword: null, user: { isInvitePending: false } });
  });

  it("adds no company to an account whose temporary password another company's administrator holds", async () => {
    const first = await invite(otherAdmin, t.seed.other.id, 'payroll@globex.test');
    const otherPassword = first.json().temporaryPassword as string;

    const second = await invite(ownAdmin, t.seed.tenant.id, 'payroll@globex.test');

    const token = await firstSignIn('payroll@globex.test', otherPassword);
    expectApiError(await withToken(token, '/api/Users/page', t.seed.tenant.id), 403, 'FORBIDDEN');
    const current = (await withToken(token, '/api/Users/current')).json();
    expect(current.customerUsers.map((c: { customerId: number }) => c.customerId)).toEqual([t.seed.other.id]);
    expectApiError(second, 400, 'VALIDATION');
    expect(second.json().error.fields.email).toBeDefined();
  });

  it('lets another company invite the person once the first invitation lapsed unused, and ends the lapsed one', async () => {
    const first = await invite(ownAdmin, t.seed.tenant.id, 'treasurer@globex.test');
    const ownPassword = first.json().temporaryPassword as string;
    await t.db
      .update(users)
      .set({ temporaryPasswordUntil: sql`now() - interval '1 minute'` })
      .where(eq(users.email, 'treasurer@globex.test'));

    const second = await invite(otherAdmin, t.seed.other.id, 'treasurer@globex.test');
    expect(second.statusCode).toBe(200);
    const otherPassword = second.json().temporaryPassword as string;
    expect(otherPassword).toEqual(expect.any(String));
    expect(otherPassword).not.toBe(ownPassword);

    await expect(firstSignIn('treasurer@globex.test', ownPassword)).rejects.toThrow(/no password change/);
    const token = await firstSignIn('treasurer@globex.test', otherPassword);
    const current = (await withToken(token, '/api/Users/current')).json();
    expect(current.customerUsers.map((c: { customerId: number }) => c.customerId)).toEqual([t.seed.other.id]);
    const ownList = (await getAs(t, '/api/Users/page?search=treasurer', ownAdmin, t.seed.tenant.id)).json();
    expect(ownList.total).toBe(0);
  });

  it('lets a person who chose their own password join another company with it, and no new one', async () => {
    const first = await invite(ownAdmin, t.seed.tenant.id, 'consultant@acme.test');
    await firstSignIn('consultant@acme.test', first.json().temporaryPassword);

    const second = await invite(otherAdmin, t.seed.other.id, 'consultant@acme.test', [
      await otherAdministrator(),
    ]);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ temporaryPassword: null, user: { isInvitePending: false } });

    const browser = createBrowser(t);
    const { code, verifier } = await browser.signIn('consultant@acme.test', OWN_PASSWORD);
    const token = (await browser.exchangeCode(code, verifier)).json().access_token as string;
    expect((await withToken(token, '/api/Users/page', t.seed.other.id)).statusCode).toBe(200);
  });

  it("keeps the vendor's invitation too from adding a company to an account another one invited", async () => {
    const first = await invite(ownAdmin, t.seed.tenant.id, 'it.lead@globex.test');
    const ownPassword = first.json().temporaryPassword as string;
    const byVendor = inviteToTenant(
      t.db,
      { tenantId: t.seed.other.id, email: 'it.lead@globex.test' },
      { embeddedAuth: true },
    );
    await expect(byVendor).rejects.toMatchObject({
      statusCode: 400,
      fields: { email: [expect.any(String)] },
    });
    const token = await firstSignIn('it.lead@globex.test', ownPassword);
    expectApiError(
      await withToken(token, '/api/CustomSettings/ITAdminConfig', t.seed.other.id),
      403,
      'FORBIDDEN',
    );
  });

  it('keeps inviting accounts of several companies when an external provider signs people in', async () => {
    const actorOf = async (email: string, customerId: number) => {
      const current = (await getAs(t, '/api/Users/current', email, customerId)).json();
      return {
        customerId,
        customerUserId: current.customerUserId as number,
        roleIds: current.roles as number[],
      };
    };
    const body = { id: 0, email: 'contractor@initech.test', roleIds: [] };
    const external = { embeddedAuth: false, by: { userId: 0, email: ownAdmin } };
    const atOwn = await saveUser(t.db, await actorOf(ownAdmin, t.seed.tenant.id), body, external);
    const atOther = await saveUser(t.db, await actorOf(otherAdmin, t.seed.other.id), body, external);
    expect([atOwn.temporaryPassword, atOther.temporaryPassword]).toEqual([null, null]);
    expect(atOther.user.id).toBe(atOwn.user.id);
  });
});

describe('what a user manager may grant', () => {
  const send = async (
    method: 'POST' | 'DELETE',
    url: string,
    email: string,
    tenant: number,
    payload?: object,
  ) => t.app.inject({ method, url, headers: await authHeaders(t, email, tenant), payload });
  const rolesOf = async (email: string, tenant: number) =>
    (await getAs(t, '/api/Roles/', email, tenant)).json() as {
      id: number;
      name: string;
      version: number;
      permissions: string[];
    }[];
  const membersOf = async (email: string, tenant: number) =>
    (await getAs(t, '/api/Users/page?limit=100', email, tenant)).json().data as {
      id: number;
      email: string;
      version: number;
      roles: { id: number }[];
    }[];

  it('refuses a holder of manage-users alone a role with more, Administrator, and so IT Admin', async () => {
    const manager = await memberWith(t, t.seed.tenant.id, ['manage-users']);
    const managerId = await userIdOf(t, manager);
    const wide = await send('POST', '/api/Roles/', manager, t.seed.tenant.id, {
      id: 0,
      name: 'Everything but the name',
      permissions: [...PERMISSIONS],
    });
    expectApiError(wide, 403, 'FORBIDDEN');
    expect(wide.json().error.message).toContain('IT administration');
    expect((await rolesOf(TENANT_ADMIN, t.seed.tenant.id)).map((r) => r.name)).not.toContain(
      'Everything but the name',
    );

    const mine = (await membersOf(manager, t.seed.tenant.id)).find((m) => m.id === managerId)!;
    const administrator = (await rolesOf(manager, t.seed.tenant.id)).find((r) => r.name === 'Administrator')!;
    const promoted = await send('POST', '/api/Users/', manager, t.seed.tenant.id, {
      id: managerId,
      email: manager,
      roleIds: [...mine.roles.map((r) => r.id), administrator.id],
      version: mine.version,
    });
    expectApiError(promoted, 403, 'FORBIDDEN');
    expect(promoted.json().error.message).toContain('Administrator');
    expectApiError(
      await getAs(t, '/api/CustomSettings/ITAdminConfig', manager, t.seed.tenant.id),
      403,
      'FORBIDDEN',
    );
  });

  it('refuses a role reaching wider than the permissions, countries and categories of its author', async () => {
    const tenant = await createTenant(t.db, { countries: [2, 3] });
    const payroll = await createCategory(t.db, tenant.id, 'Payroll');
    const benefits = await createCategory(t.db, tenant.id, 'Benefits');
    const user = await createUser(t.db);
    const { member } = await addMember(t.db, tenant.id, user.id, ['manage-users']);
    const documents = await insertRole(t.db, tenant.id, {
      name: 'Documents in country 2, Payroll',
      permissions: ['normal-user', 'edit-documents'],
      countryIds: [2],
      categoryIds: [payroll.id],
    });
    await t.db.insert(customerUserRoles).values({ customerUserId: member.id, roleId: documents.id });
    let n = 0;
    const role = (body: object) =>
      send('POST', '/api/Roles/', user.email, tenant.id, { id: 0, name: `Role ${++n}`, ...body });

    expectApiError(await role({ permissions: ['normal-user'] }), 403, 'FORBIDDEN');
    expectApiError(await role({ permissions: ['normal-user'], countryIds: [2] }), 403, 'FORBIDDEN');
    expectApiError(
      await role({ permissions: ['normal-user'], countryIds: [2, 3], categoryIds: [payroll.id] }),
      403,
      'FORBIDDEN',
    );
    expectApiError(
      await role({
        permissions: ['edit-documents'],
        countryIds: [2],
        categoryIds: [payroll.id, benefits.id],
      }),
      403,
      'FORBIDDEN',
    );
    const within = await role({
      permissions: ['normal-user', 'edit-documents'],
      countryIds: [2],
      categoryIds: [payroll.id],
    });
    expect(within.statusCode).toBe(200);
    expect((await role({ permissions: ['manage-users'], countryIds: [3] })).statusCode).toBe(200);

    const widened = await send('POST', '/api/Roles/', user.email, tenant.id, {
      ...within.json(),
      name: 'Documents in countries 2 and 3',
      permissions: ['normal-user', 'edit-documents'],
      countryIds: [2, 3],
      categoryIds: [payroll.id],
    });
    expectApiError(widened, 403, 'FORBIDDEN');
  });

  it('lets a user manager give, take and change only what they hold themselves', async () => {
    const reviewing = ['normal-user', 'admin-user', 'view-feedback'];
    const manager = await memberWith(t, t.seed.tenant.id, ['manage-users', ...reviewing]);
    const roles = await rolesOf(TENANT_ADMIN, t.seed.tenant.id);
    const roleNamed = (name: string) => roles.find((r) => r.name === name)!;
    const [administrator, reviewer, botTester] = [
      roleNamed('Administrator'),
      roleNamed('Reviewer'),
      roleNamed('Bot Tester'),
    ];
    const memberOf = async (userId: number) =>
      (await membersOf(TENANT_ADMIN, t.seed.tenant.id)).find((m) => m.id === userId)!;
    const edit = async (as: string, userId: number, email: string, roleIds: number[]) =>
      send('POST', '/api/Users/', as, t.seed.tenant.id, {
        id: userId,
        email,
        roleIds,
        version: (await memberOf(userId)).version,
      });

    const colleague = await memberWith(t, t.seed.tenant.id, ['normal-user']);
    const colleagueId = await userIdOf(t, colleague);
    const own = (await memberOf(colleagueId)).roles.map((r) => r.id);
    expectApiError(await edit(manager, colleagueId, colleague, [...own, botTester.id]), 403, 'FORBIDDEN');
    expectApiError(await edit(manager, colleagueId, colleague, [...own, administrator.id]), 403, 'FORBIDDEN');
    expect((await edit(manager, colleagueId, colleague, [...own, reviewer.id])).statusCode).toBe(200);
    expectApiError(
      await send('POST', '/api/Users/', manager, t.seed.tenant.id, {
        id: 0,
        email: 'new.admin@acme.test',
        roleIds: [administrator.id],
      }),
      403,
      'FORBIDDEN',
    );

    // someone who holds more than the manager is out of the manager's reach
    const boss = await memberWith(t, t.seed.tenant.id, ['normal-user']);
    const bossId = await userIdOf(t, boss);
    const bossRoles = [...(await memberOf(bossId)).roles.map((r) => r.id), administrator.id];
    expect((await edit(TENANT_ADMIN, bossId, boss, bossRoles)).statusCode).toBe(200);
    expectApiError(await edit(manager, bossId, boss, bossRoles.slice(0, 1)), 403, 'FORBIDDEN');
    expectApiError(await edit(manager, bossId, boss, [...bossRoles, reviewer.id]), 403, 'FORBIDDEN');
    expectApiError(
      await send('POST', `/api/Users/${bossId}/active`, manager, t.seed.tenant.id, {
        active: false,
        version: 2,
      }),
      403,
      'FORBIDDEN',
    );
    const bossUrl = `/api/Users/${bossId}?version=2`;
    expectApiError(await send('DELETE', bossUrl, manager, t.seed.tenant.id), 403, 'FORBIDDEN');
    const narrowed = await send('POST', '/api/Roles/', manager, t.seed.tenant.id, {
      id: administrator.id,
      version: administrator.version,
      name: administrator.name,
      permissions: ['normal-user'],
    });
    expectApiError(narrowed, 403, 'FORBIDDEN');
    const roleUrl = `/api/Roles/${administrator.id}?version=${administrator.version}`;
    expectApiError(await send('DELETE', roleUrl, manager, t.seed.tenant.id), 403, 'FORBIDDEN');
    expect((await memberOf(bossId)).roles.map((r) => r.id)).toContain(administrator.id);
    expect((await memberOf(bossId)).version).toBe(2);
  });
});
