import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { importJWK, SignJWT } from 'jose';
import { buildApp } from '../app';
import { customerCountries, customerUsers, features, roleCountries, users } from '../db/schema';
import type { TDb } from '../db/client';
import { createTestApp, testConfig, type TTestApp } from '../test/app';
import { createTestDatabasePair } from '../test/db';
import { addMember, createMember, createUser } from '../test/factories/users';
import { createTenant } from '../test/factories/tenants';
import { createQuestion } from '../test/factories/questions';
import { getSigningKeys } from './secrets';

type TApp = Awaited<ReturnType<typeof buildApp>>;

/** Tokens as the embedded provider issues them, for a user of the database. */
async function tokenFor(db: TDb, sub: string) {
  const config = testConfig();
  const { keys } = await getSigningKeys(db);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'RS256', kid: keys[0]!.kid })
    .setSubject(sub)
    .setIssuer(config.auth.issuer)
    .setAudience(config.auth.audience)
    .setExpirationTime('10m')
    .sign(await importJWK(keys[0]!, 'RS256'));
}

/** A tenant with an admin (manage-users) and a member whose one role grants `normal-user`. */
async function tenantWithMember(db: TDb) {
  const tenant = await createTenant(db, { features: ['BotReactions'] });
  const admin = await createMember(db, tenant.id, ['manage-users', 'normal-user']);
  const member = await createMember(db, tenant.id, ['normal-user']);
  const headers = async (user: { identityId: string | null }) => ({
    authorization: `Bearer ${await tokenFor(db, user.identityId!)}`,
    'x-tenant-id': String(tenant.id),
  });
  return {
    tenant,
    admin,
    member,
    adminHeaders: await headers(admin.user),
    memberHeaders: await headers(member.user),
  };
}

type TFixture = Awaited<ReturnType<typeof tenantWithMember>>;

const categories = (app: TApp, headers: Record<string, string>) =>
  app.inject({ url: '/api/Categories/', headers }).then((res) => res.statusCode);

const dropPermissions = (app: TApp, f: TFixture) =>
  app.inject({
    method: 'POST',
    url: '/api/Roles/',
    headers: f.adminHeaders,
    payload: {
      id: f.member.role.id,
      name: f.member.role.name,
      permissions: [],
      version: f.member.role.version,
    },
  });

const removeMember = (app: TApp, f: TFixture) =>
  app.inject({
    method: 'DELETE',
    url: `/api/Users/${f.member.user.id}?version=${f.member.member.version}`,
    headers: f.adminHeaders,
  });

const deactivate = (db: TDb, userId: number) =>
  db.update(users).set({ active: false }).where(eq(users.id, userId));

describe('cached access within one process', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses the very next request once a role has lost the permission', async () => {
    const f = await tenantWithMember(t.db);
    expect(await categories(t.app, f.memberHeaders)).toBe(200);
    expect(await categories(t.app, f.memberHeaders)).toBe(200);
    expect((await dropPermissions(t.app, f)).statusCode).toBe(200);
    expect(await categories(t.app, f.memberHeaders)).toBe(403);
  });

  it('refuses the very next request of a removed or disabled member', async () => {
    const f = await tenantWithMember(t.db);
    const other = await createMember(t.db, f.tenant.id, ['normal-user']);
    const otherHeaders = {
      ...f.memberHeaders,
      authorization: `Bearer ${await tokenFor(t.db, other.user.identityId!)}`,
    };
    expect(await categories(t.app, f.memberHeaders)).toBe(200);
    expect(await categories(t.app, otherHeaders)).toBe(200);
    expect((await removeMember(t.app, f)).statusCode).toBe(204);
    expect(await categories(t.app, f.memberHeaders)).toBe(401);
    const disabled = await t.app.inject({
      method: 'POST',
      url: `/api/Users/${other.user.id}/active`,
      headers: f.adminHeaders,
      payload: { active: false, version: other.member.version },
    });
    expect(disabled.statusCode).toBe(200);
    expect(await categories(t.app, otherHeaders)).toBe(403);
  });

  it('waits for its own access notifications only after writes that can change access', async () => {
    const f = await tenantWithMember(t.db);
    const notify = vi.spyOn(t.database.notifications, 'notify');
    try {
      // a write let through the guard (its empty list is refused afterwards, by validation)
      const save = { method: 'POST' as const, url: '/api/UserAnswers/', headers: f.memberHeaders };
      expect((await t.app.inject({ ...save, payload: [] })).statusCode).toBe(400);
      expect(notify).not.toHaveBeenCalled();
      expect((await dropPermissions(t.app, f)).statusCode).toBe(200);
      // PGlite hands the notifications over with the commit: only PostgreSQL needs the marker
      expect(notify).toHaveBeenCalledTimes(t.database.kind === 'postgres' ? 1 : 0);
    } finally {
      notify.mockRestore();
    }
  });

  it('sees changes written to the database by others once their notification arrives', async () => {
    const f = await tenantWithMember(t.db);
    expect(await categories(t.app, f.memberHeaders)).toBe(200);
    await t.db.update(features).set({ active: false }).where(eq(features.customerId, f.tenant.id));
    const botReactions = () => t.app.inject({ url: '/api/BotReactions/', headers: f.memberHeaders });
    await vi.waitFor(async () => expect((await botReactions()).statusCode).toBe(403));
    await deactivate(t.db, f.member.user.id);
    await vi.waitFor(async () => expect(await categories(t.app, f.memberHeaders)).toBe(401));
  });

  it("drops the cached edit scope when a role's countries or the tenant's countries change", async () => {
    const [ES, DE] = [2, 3];
    const tenant = await createTenant(t.db, { countries: [ES, DE] });
    const user = await createUser(t.db);
    const { role } = await addMember(t.db, tenant.id, user.id, ['normal-user'], { countries: [ES] });
    const headers = {
      authorization: `Bearer ${await tokenFor(t.db, user.identityId!)}`,
      'x-tenant-id': String(tenant.id),
    };
    const question = await createQuestion(t.db, tenant.id);
    const editable = async () => {
      const res = await t.app.inject({ url: `/api/UserAnswers/?questionId=${question.id}`, headers });
      const cards = res.json() as { countryId: number; editable: boolean }[];
      return cards.filter((card) => card.editable).map((card) => card.countryId);
    };
    expect(await editable()).toEqual([ES]);
    expect(await editable()).toEqual([ES]);
    await t.db.insert(roleCountries).values({ roleId: role.id, countryId: DE });
    await vi.waitFor(async () => expect(await editable()).toEqual([DE, ES]));
    await t.db
      .delete(customerCountries)
      .where(and(eq(customerCountries.customerId, tenant.id), eq(customerCountries.countryId, DE)));
    await vi.waitFor(async () => expect(await editable()).toEqual([ES]));
  });

  it('gives a member of another tenant nothing, cached or not', async () => {
    const f = await tenantWithMember(t.db);
    const elsewhere = await tenantWithMember(t.db);
    expect(await categories(t.app, elsewhere.memberHeaders)).toBe(200);
    const foreign = { ...elsewhere.memberHeaders, 'x-tenant-id': String(f.tenant.id) };
    expect(await categories(t.app, foreign)).toBe(403);
    expect(await categories(t.app, foreign)).toBe(403);
  });

  it('records that a user was seen at most once a minute', async () => {
    const user = await createUser(t.db);
    const tenant = await createTenant(t.db);
    await addMember(t.db, tenant.id, user.id, ['normal-user']);
    const headers = {
      authorization: `Bearer ${await tokenFor(t.db, user.identityId!)}`,
      'x-tenant-id': String(tenant.id),
    };
    const lastSeen = async () =>
      (await t.db.select({ at: users.lastSeen }).from(users).where(eq(users.id, user.id)))[0]!.at;
    expect(await categories(t.app, headers)).toBe(200);
    expect(await lastSeen()).toBeInstanceOf(Date);
    await t.db.update(users).set({ lastSeen: null }).where(eq(users.id, user.id));
    expect(await categories(t.app, headers)).toBe(200);
    expect(await lastSeen()).toBeNull();
  });

  it('does not take a refused token for a valid one', async () => {
    const f = await tenantWithMember(t.db);
    const forged = `${f.memberHeaders.authorization.slice(0, -4)}AAAA`;
    expect(await categories(t.app, { ...f.memberHeaders, authorization: forged })).toBe(401);
    expect(await categories(t.app, { ...f.memberHeaders, authorization: forged })).toBe(401);
    expect(await categories(t.app, f.memberHeaders)).toBe(200);
  });
});

describe('cached access across two server processes on one database', () => {
  let pair: Awaited<ReturnType<typeof createTestDatabasePair>>;
  let first: TApp;
  let second: TApp;
  let db: TDb;
  beforeAll(async () => {
    pair = await createTestDatabasePair();
    const start = (database: (typeof pair.databases)[number]) =>
      buildApp({ config: testConfig(), database, serveWeb: false, logger: false });
    first = await start(pair.databases[0]);
    second = await start(pair.databases[1]);
    db = pair.databases[0].db;
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
    await pair.close();
  });

  /** Both processes have the member's access cached before the change. */
  async function warmed() {
    const f = await tenantWithMember(db);
    for (const app of [first, second]) {
      expect(await categories(app, f.memberHeaders)).toBe(200);
      expect(await categories(app, f.memberHeaders)).toBe(200);
    }
    return f;
  }

  it('a role that lost a permission is refused by the other process once notified', async () => {
    const f = await warmed();
    expect((await dropPermissions(first, f)).statusCode).toBe(200);
    expect(await categories(first, f.memberHeaders)).toBe(403);
    await vi.waitFor(async () => expect(await categories(second, f.memberHeaders)).toBe(403));
  });

  it('a removed member is refused by the other process once notified', async () => {
    const f = await warmed();
    expect((await removeMember(first, f)).statusCode).toBe(204);
    await vi.waitFor(async () => expect(await categories(second, f.memberHeaders)).toBe(401));
  });

  it('a disabled membership is refused by the other process once notified', async () => {
    const f = await warmed();
    await db.update(customerUsers).set({ active: false }).where(eq(customerUsers.id, f.member.member.id));
    await vi.waitFor(async () => expect(await categories(second, f.memberHeaders)).toBe(403));
    await vi.waitFor(async () => expect(await categories(first, f.memberHeaders)).toBe(403));
  });

  it('a deactivated user is refused by both processes once notified', async () => {
    const f = await warmed();
    await deactivate(db, f.member.user.id);
    await vi.waitFor(async () => expect(await categories(first, f.memberHeaders)).toBe(401));
    await vi.waitFor(async () => expect(await categories(second, f.memberHeaders)).toBe(401));
  });
});
