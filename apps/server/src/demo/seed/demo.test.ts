import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CSM_ROLE_NAME, FEATURES, PERMISSIONS } from '@askhr/shared/access/permissions';
import { verifyPassword } from '../../auth/passwords';
import { findMembership } from '../../auth/access.repository';
import { listTenants } from '../../modules/tenancy/tenant-admin.service';
import { createTestDatabase } from '../../test/db';
import { createTenant } from '../../test/factories/tenants';
import { createUser } from '../../test/factories/users';
import type { TDatabase, TDb } from '../../db/client';
import { categories, customSettings, oidcPayloads, roleCountries, roles, tags, users } from '../../db/schema';
import { resetDemo, seedDemoIfEmpty } from './demo';
import { DEMO_PASSWORD } from './demo-data';

/** The demo as people see it, without generated secrets: equal after every reset. */
async function describeDemo(db: TDb) {
  const tenants = await listTenants(db);
  const userRows = await db.select().from(users).orderBy(users.id);
  const described = [];
  for (const tenant of tenants) {
    const roleRows = await db.select().from(roles).where(eq(roles.customerId, tenant.id)).orderBy(roles.id);
    const roleDescriptions = [];
    for (const role of roleRows) {
      const scope = await db.select().from(roleCountries).where(eq(roleCountries.roleId, role.id));
      roleDescriptions.push({
        name: role.name,
        permissions: [...role.permissions].sort(),
        countries: scope.map((s) => s.countryId),
        isCustomerSuccessManager: role.isCustomerSuccessManager,
      });
    }
    const members: Record<string, string[]> = {};
    for (const user of userRows) {
      const membership = await findMembership(db, tenant.id, user.id);
      if (membership)
        members[user.email] = roleRows.filter((r) => membership.roleIds.includes(r.id)).map((r) => r.name);
    }
    described.push({
      ...tenant,
      categories: (await db.select().from(categories).where(eq(categories.customerId, tenant.id))).map(
        (c) => c.name,
      ),
      tags: (await db.select().from(tags).where(eq(tags.customerId, tenant.id))).map((c) => c.name),
      settings: Object.fromEntries(
        (await db.select().from(customSettings).where(eq(customSettings.customerId, tenant.id))).map((s) => [
          s.key,
          s.value,
        ]),
      ),
      roles: roleDescriptions,
      members,
    });
  }
  return { tenants: described, users: userRows.map((u) => ({ id: u.id, email: u.email, name: u.name })) };
}

describe('demo seed', () => {
  let database: TDatabase;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(() => database.close());

  it('seeds the two demo tenants and their accounts on an empty database', async () => {
    const summary = await seedDemoIfEmpty(database.db);
    expect(summary?.tenants).toEqual([
      { id: 1, name: 'Acme Corp' },
      { id: 2, name: 'Globex Ltd' },
    ]);
    const demo = await describeDemo(database.db);
    const [acme, globex] = demo.tenants;
    expect(acme).toMatchObject({
      name: 'Acme Corp',
      countries: ['GLOBAL', 'ES', 'DE', 'US', 'IN', 'BR'],
      features: FEATURES.filter((f) => f !== 'EmbeddingsModel'),
      settings: { LogoFileName: 'acme.svg', ReportsTimeZone: 'Europe/Madrid' },
      members: {
        'admin@acme.test': ['Administrator'],
        'editor.es@acme.test': ['Editor Spain'],
        'reviewer@acme.test': ['Reviewer'],
        'webchat@acme.test': ['Bot Tester'],
        'csm@vendor.test': [CSM_ROLE_NAME],
      },
    });
    expect(globex).toMatchObject({
      name: 'Globex Ltd',
      countries: ['GLOBAL', 'GB', 'FR'],
      features: FEATURES.filter((f) => f !== 'Surveys' && f !== 'PortalWebChat'),
      settings: { LogoFileName: 'globex.svg', ReportsTimeZone: 'Europe/London' },
      members: { 'admin@acme.test': ['Administrator'] },
    });
    for (const tenant of [acme!, globex!]) {
      expect(tenant.categories).toHaveLength(8);
      expect(tenant.categories).toContain('Travel & Expenses');
      expect(tenant.tags).toEqual(
        expect.arrayContaining(['Urgent', 'New Hire', 'Manager', 'Remote Work', 'Security', 'Finance']),
      );
    }

    const roleOf = (name: string) => acme!.roles.find((r) => r.name === name)!;
    const all = [...PERMISSIONS].sort();
    expect(roleOf('Administrator')).toMatchObject({
      permissions: all,
      countries: [],
      isCustomerSuccessManager: false,
    });
    expect(roleOf('Editor Spain')).toMatchObject({ permissions: ['normal-user'], countries: [2] });
    expect(roleOf('Reviewer').permissions).toEqual(['admin-user', 'normal-user', 'view-feedback']);
    expect(roleOf('Bot Tester').permissions).toEqual(['portal-webchat']);
    expect(roleOf(CSM_ROLE_NAME)).toMatchObject({ permissions: all, isCustomerSuccessManager: true });
    expect(globex!.roles.find((r) => r.name === 'Administrator')!.permissions).toEqual(all);
  });

  it('gives every account a name, its own identity and the demo password', async () => {
    await seedDemoIfEmpty(database.db);
    const rows = await database.db.select().from(users);
    expect(rows.map((u) => u.email).sort()).toEqual(
      [
        'admin@acme.test',
        'csm@vendor.test',
        'editor.es@acme.test',
        'nobody@acme.test',
        'reviewer@acme.test',
        'webchat@acme.test',
      ].sort(),
    );
    expect(new Set(rows.map((u) => u.identityId)).size).toBe(rows.length);
    for (const user of rows) {
      expect(user.identityId).toMatch(/^[0-9a-f-]{36}$/);
      expect(user.name).toMatch(/^\S+ \S+$/);
      expect(user.active).toBe(true);
    }
    const nobody = rows.find((u) => u.email === 'nobody@acme.test')!;
    expect(await findMembership(database.db, 1, nobody.id)).toBeUndefined();
    expect(await verifyPassword(DEMO_PASSWORD, rows[0]!.passwordHash)).toBe(true);
    expect(await verifyPassword('wrong', rows[0]!.passwordHash)).toBe(false);
    expect(new Set(rows.map((u) => u.passwordHash)).size).toBe(rows.length);
  });

  it('does nothing when the database already has a tenant', async () => {
    await createTenant(database.db, { name: 'Existing' });
    expect(await seedDemoIfEmpty(database.db)).toBeNull();
    expect((await listTenants(database.db)).map((t) => t.name)).toEqual(['Existing']);
    await resetDemo(database.db);
    expect(await seedDemoIfEmpty(database.db)).toBeNull();
  });

  it('resets to the same demo however often it runs, removing everything else', async () => {
    await seedDemoIfEmpty(database.db);
    const first = await describeDemo(database.db);
    const identities = (await database.db.select().from(users)).map((u) => u.identityId);

    await createTenant(database.db, { name: 'Operator Tenant' });
    await createUser(database.db, { email: 'someone@else.test' });
    await database.db.insert(oidcPayloads).values({ model: 'Session', id: 'stale', payload: {} });

    await resetDemo(database.db);
    await resetDemo(database.db);
    expect(await describeDemo(database.db)).toEqual(first);
    expect(await database.db.select().from(oidcPayloads)).toEqual([]);
    const fresh = (await database.db.select().from(users)).map((u) => u.identityId);
    expect(fresh.some((id) => identities.includes(id))).toBe(false);
  });
});
