import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LAST_MANAGE_USERS_MESSAGE } from '@askhr/shared/users/manage-users-rule';
import { users } from '../../db/schema';
import { verifyPassword } from '../../auth/passwords';
import { createMember } from '../../test/factories/users';
import { authHeaders, expectApiError, getAs, memberWith, userIdOf } from '../../test/kits/access';
import { useTestApp } from '../../test/app';
import { useMembers } from '../../test/kits/members';

const EDITOR = 'editor.es@one.test';
const CSM = 'csm@vendor.test';

describe('user management routes', () => {
  const t = useTestApp({ seed: 'minimal' });
  const who = useMembers(t, ['editor', 'reviewer', 'webchatOnly', 'csm'], {
    emails: { editor: EDITOR, reviewer: 'reviewer@one.test', webchatOnly: 'webchat@one.test', csm: CSM },
    isAdminOfBoth: true,
  });

  const send = async (
    method: 'POST' | 'DELETE',
    url: string,
    email: string,
    payload?: object,
    tenant?: number,
  ) => t.app.inject({ method, url, headers: await authHeaders(t, email, tenant ?? who.tenantId), payload });
  const invite = (email: string, roleIds: number[] = [], as = who.admin) =>
    send('POST', '/api/Users/', as, { id: 0, email, roleIds });
  const roleNamed = async (name: string, tenant = who.tenantId) =>
    (await getAs(t, '/api/Roles/', who.admin, tenant)).json().find((r: { name: string }) => r.name === name);

  describe('GET /api/Users/page and customerSuccessManagers', () => {
    it('pages the members by email, Customer Success Managers apart, with roles and search', async () => {
      const res = await getAs(t, '/api/Users/page?limit=3', who.admin, who.tenantId);
      expect(res.statusCode).toBe(200);
      const page = res.json();
      expect(page.data).toHaveLength(3);
      expect(page.total).toBeGreaterThanOrEqual(4);
      const emails = page.data.map((u: { email: string }) => u.email);
      expect(emails).toEqual([...emails].sort());
      expect(emails).not.toContain(CSM);
      const listedAdmin = page.data.find((u: { email: string }) => u.email === who.admin);
      expect(listedAdmin).toMatchObject({ active: true, admin: false, roles: [{ name: 'Administrator' }] });
      expect(listedAdmin.customerUsers).toEqual([
        { customerId: who.tenantId, customer: { name: 'Tenant One' } },
      ]);
      const found = (await getAs(t, '/api/Users/page?search=EDITOR.es', who.admin, who.tenantId)).json();
      expect(found.data.map((u: { email: string }) => u.email)).toEqual([EDITOR]);
      const csms = (await getAs(t, '/api/Users/customerSuccessManagers', who.admin, who.tenantId)).json();
      expect(csms.map((u: { email: string; admin: boolean }) => [u.email, u.admin])).toEqual([[CSM, true]]);
    });

    it('shows in each company only its own membership of an account, never the other companies', async () => {
      const shared = await memberWith(t, who.tenantId, ['normal-user']);
      const invited = await send(
        'POST',
        '/api/Users/',
        who.otherAdmin,
        { id: 0, email: shared, roleIds: [] },
        who.otherId,
      );
      const page = await getAs(t, '/api/Users/page?limit=100', who.otherAdmin, who.otherId);
      const csms = await getAs(t, '/api/Users/customerSuccessManagers', who.otherAdmin, who.otherId);
      const roles = await getAs(t, '/api/Roles/', who.otherAdmin, who.otherId);
      for (const res of [invited, page, csms, roles]) expect(res.body).not.toContain('Tenant One');
      const listed = page.json().data.filter((u: { email: string }) => [shared, who.admin].includes(u.email));
      expect(listed.map((u: { customerUsers: unknown }) => u.customerUsers)).toEqual([
        [{ customerId: who.otherId, customer: { name: 'Tenant Two' } }],
        [{ customerId: who.otherId, customer: { name: 'Tenant Two' } }],
      ]);
    });

    it('refuses users without manage-users, other tenants and bad queries', async () => {
      expectApiError(await getAs(t, '/api/Users/page', EDITOR, who.tenantId), 403, 'FORBIDDEN');
      expectApiError(await getAs(t, '/api/Users/page', who.otherAdmin, who.tenantId), 403, 'FORBIDDEN');
      expectApiError(
        await getAs(t, '/api/Users/customerSuccessManagers', who.otherAdmin, who.tenantId),
        403,
        'FORBIDDEN',
      );
      expectApiError(await getAs(t, '/api/Users/page?limit=0', who.admin, who.tenantId), 400, 'VALIDATION');
      const other = (await getAs(t, '/api/Users/page', who.otherAdmin, who.otherId)).json();
      expect(other.data.map((u: { email: string }) => u.email)).not.toContain(EDITOR);
    });
  });

  describe('POST /api/Users/ (invite and edit)', () => {
    it('invites with a temporary password shown once, to be changed at the first sign-in', async () => {
      const reviewer = await roleNamed('Reviewer');
      const res = await invite('  New.Person@Acme.test ', [reviewer.id]);
      expect(res.statusCode).toBe(200);
      const { user, temporaryPassword } = res.json();
      expect(temporaryPassword).toMatch(/^[\w-]{16}$/);
      expect(user).toMatchObject({
        email: 'new.person@acme.test',
        active: true,
        identityId: null,
        isInvitePending: true,
        version: 1,
        roles: [{ id: reviewer.id, name: 'Reviewer' }],
      });
      const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(await verifyPassword(temporaryPassword, row!.passwordHash)).toBe(true);
      expect(row!.temporaryPasswordUntil!.getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
      expectApiError(await invite('new.person@acme.test'), 400, 'VALIDATION');
    });

    it('adds an account of another company without touching its password', async () => {
      const res = await invite(who.otherAdmin);
      expect(res.statusCode).toBe(200);
      expect(res.json().temporaryPassword).toBeNull();
      expect(res.json().user.customerUsers).toEqual([
        { customerId: who.tenantId, customer: { name: 'Tenant One' } },
      ]);
    });

    it('edits roles and the email of an account not yet signed in, and answers 409 when stale', async () => {
      const { user } = (await invite('typo@acme.tset')).json();
      const bot = await roleNamed('Bot Tester');
      const body = { id: user.id, email: 'fixed@acme.test', roleIds: [bot.id], version: 1 };
      const res = await send('POST', '/api/Users/', who.admin, body);
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({
        email: 'fixed@acme.test',
        version: 2,
        roles: [{ name: 'Bot Tester' }],
      });
      const stale = await send('POST', '/api/Users/', who.admin, { ...body, roleIds: [] });
      expectApiError(stale, 409, 'CONFLICT');
      expect(
        (await getAs(t, '/api/Users/page?search=fixed@', who.admin, who.tenantId)).json().data[0].roles,
      ).toHaveLength(1);
    });

    it("keeps an identity-bound user's email and refuses the vendor's role and its holders", async () => {
      const editorId = await userIdOf(t, EDITOR);
      const editor = (await getAs(t, '/api/Users/page?search=editor.es', who.admin, who.tenantId)).json()
        .data[0];
      const moved = await send('POST', '/api/Users/', who.admin, {
        id: editorId,
        email: 'someone.else@acme.test',
        roleIds: editor.roles.map((r: { id: number }) => r.id),
        version: editor.version,
      });
      expectApiError(moved, 400, 'VALIDATION');
      expect(moved.json().error.fields.email).toBeDefined();
      const csmRole = await roleNamed('Customer Success Manager');
      const withCsm = await invite('wants.csm@acme.test', [csmRole.id]);
      expectApiError(withCsm, 400, 'VALIDATION');
      expect(withCsm.json().error.fields.roleIds).toBeDefined();
      const csmId = await userIdOf(t, CSM);
      expectApiError(
        await send('POST', '/api/Users/', who.admin, {
          id: csmId,
          email: CSM,
          roleIds: [],
          version: 1,
        }),
        403,
        'FORBIDDEN',
      );
      expectApiError(
        await send('POST', `/api/Users/${csmId}/active`, who.admin, { active: false, version: 1 }),
        403,
        'FORBIDDEN',
      );
    });

    it('refuses a user removing their own last manage-users role, or giving themselves more', async () => {
      const managerEmail = await memberWith(t, who.tenantId, ['manage-users', 'normal-user']);
      const managerId = await userIdOf(t, managerEmail);
      const editor = await roleNamed('Editor Spain');
      const res = await send('POST', '/api/Users/', managerEmail, {
        id: managerId,
        email: managerEmail,
        roleIds: [editor.id],
        version: 1,
      });
      expectApiError(res, 400, 'VALIDATION');
      expect(res.json().error.fields.roleIds).toEqual([LAST_MANAGE_USERS_MESSAGE]);
      // nor can they give themselves more than they hold
      const administrator = await roleNamed('Administrator');
      const promoted = await send('POST', '/api/Users/', managerEmail, {
        id: managerId,
        email: managerEmail,
        roleIds: [administrator.id],
        version: 1,
      });
      expectApiError(promoted, 403, 'FORBIDDEN');
    });

    it('refuses bad bodies, other tenants, a missing permission and unknown ids', async () => {
      const empty = await invite('');
      expectApiError(empty, 400, 'VALIDATION');
      expect(empty.json().error.fields.email).toEqual(['Email is required']);
      expectApiError(await invite('not-an-email'), 400, 'VALIDATION');
      expectApiError(await invite('x@acme.test', [2_147_483_647]), 400, 'VALIDATION');
      const otherRole = await roleNamed('Administrator', who.otherId);
      expectApiError(await invite('x@acme.test', [otherRole.id]), 400, 'VALIDATION');
      expectApiError(await invite('x@acme.test', [], EDITOR), 403, 'FORBIDDEN');
      expectApiError(await invite('x@acme.test', [], who.otherAdmin), 403, 'FORBIDDEN');
      const ownMember = await createMember(t.db, who.tenantId);
      const foreign = await send(
        'POST',
        '/api/Users/',
        who.otherAdmin,
        { id: ownMember.user.id, email: ownMember.user.email, roleIds: [], version: 1 },
        who.otherId,
      );
      expectApiError(foreign, 404, 'NOT_FOUND');
      const noVersion = await send('POST', '/api/Users/', who.admin, {
        id: ownMember.user.id,
        email: ownMember.user.email,
      });
      expectApiError(noVersion, 400, 'VALIDATION');
    });
  });

  describe('POST /api/Users/{id}/active and DELETE /api/Users/{id}', () => {
    it('disables a user, who then cannot use the API of the company, and enables them again', async () => {
      const email = await memberWith(t, who.tenantId, ['normal-user']);
      const id = await userIdOf(t, email);
      expect((await getAs(t, '/api/Questions/page', email, who.tenantId)).statusCode).toBe(200);
      const off = await send('POST', `/api/Users/${id}/active`, who.admin, {
        active: false,
        version: 1,
      });
      expect(off.json()).toMatchObject({ active: false, version: 2 });
      expectApiError(await getAs(t, '/api/Questions/page', email, who.tenantId), 403, 'FORBIDDEN');
      expect((await getAs(t, '/api/Users/current', email)).json().customerUsers).toEqual([]);
      expectApiError(
        await send('POST', `/api/Users/${id}/active`, who.admin, { active: true, version: 1 }),
        409,
        'CONFLICT',
      );
      await send('POST', `/api/Users/${id}/active`, who.admin, { active: true, version: 2 });
      expect((await getAs(t, '/api/Questions/page', email, who.tenantId)).statusCode).toBe(200);
    });

    it('refuses disabling or removing oneself, other tenants and bad input', async () => {
      const adminId = await userIdOf(t, who.admin);
      expectApiError(
        await send('POST', `/api/Users/${adminId}/active`, who.admin, { active: false, version: 1 }),
        400,
        'VALIDATION',
      );
      expectApiError(await send('DELETE', `/api/Users/${adminId}?version=1`, who.admin), 400, 'VALIDATION');
      const { user } = await createMember(t.db, who.tenantId);
      expectApiError(
        await send(
          'POST',
          `/api/Users/${user.id}/active`,
          who.otherAdmin,
          { active: false, version: 1 },
          who.otherId,
        ),
        404,
        'NOT_FOUND',
      );
      expectApiError(
        await send('DELETE', `/api/Users/${user.id}?version=1`, who.otherAdmin, undefined, who.otherId),
        404,
        'NOT_FOUND',
      );
      expectApiError(
        await send('POST', `/api/Users/${user.id}/active`, who.admin, { active: 'no' }),
        400,
        'VALIDATION',
      );
      expectApiError(await send('DELETE', `/api/Users/${user.id}`, who.admin), 400, 'VALIDATION');
      expectApiError(await send('DELETE', `/api/Users/${user.id}?version=1`, EDITOR), 403, 'FORBIDDEN');
    });

    it('removes a member; an account left in no company goes, one of another company stays', async () => {
      const { user } = (await invite('leaving@acme.test')).json();
      expectApiError(await send('DELETE', `/api/Users/${user.id}?version=2`, who.admin), 409, 'CONFLICT');
      expect((await send('DELETE', `/api/Users/${user.id}?version=1`, who.admin)).statusCode).toBe(204);
      expect(await t.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
      // an account that signed in already, so that another company may invite it too
      const sharedEmail = await memberWith(t, who.tenantId, ['normal-user']);
      const shared = { id: await userIdOf(t, sharedEmail) };
      const joined = await send(
        'POST',
        '/api/Users/',
        who.otherAdmin,
        { id: 0, email: sharedEmail },
        who.otherId,
      );
      expect(joined.statusCode).toBe(200);
      expect((await send('DELETE', `/api/Users/${shared.id}?version=1`, who.admin)).statusCode).toBe(204);
      expect(await t.db.select().from(users).where(eq(users.id, shared.id))).toHaveLength(1);
    });
  });
});
