import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURES, PERMISSIONS } from '@askhr/shared/access/permissions';
import { verifyPassword } from '../auth/passwords';
import type { TDatabase } from '../db/client';
import { roles, users } from '../db/schema';
import { findMembership } from '../auth/access.repository';
import { listFeatures } from '../modules/tenancy/tenancy.service';
import { insertRole } from '../modules/users/users.repository';
import { testConfig } from '../test/app';
import { createTestDatabase } from '../test/db';
import { createTenant } from '../test/factories/tenants';
import { createUser } from '../test/factories/users';
import { parseCommand, runCli, tenantCreateCommand, userInviteCommand } from './commands';

describe('operator CLI', () => {
  let database: TDatabase;
  const config = testConfig();
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  async function cli(...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(argv, {
      db: database.db,
      config,
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  describe('command line', () => {
    it('prints the usage for no command, help and --help', async () => {
      for (const argv of [[], ['help'], ['--help']]) {
        const res = await cli(...argv);
        expect(res.code).toBe(0);
        expect(res.out).toContain('tenant create --name <name>');
        expect(res.out).toContain('user invite --tenant <id> --email <email>');
      }
      expect(parseCommand(['tenant', 'create', '--help'])).toEqual({
        kind: 'help',
        text: expect.stringContaining('tenant create --name <name>'),
      });
    });

    it('explains unknown commands and options with exit code 2', async () => {
      expect(await cli('tenant')).toMatchObject({ code: 2, err: '"tenant" needs one of: create, list.' });
      expect(await cli('tenant', 'delete')).toMatchObject({
        code: 2,
        err: expect.stringContaining('Unknown command "tenant delete"'),
      });
      const unknownOption = await cli('tenant', 'list', '--all');
      expect(unknownOption.code).toBe(2);
      expect(unknownOption.err).toContain("'--all'");
      expect(unknownOption.err).toContain('Usage: npm run cli -- tenant list');
      expect(await cli('tenant', 'create')).toMatchObject({
        code: 2,
        err: expect.stringContaining('Missing --name.'),
      });
      expect(await cli('tenant', 'create', '--name')).toMatchObject({
        code: 2,
        err: expect.stringContaining('--name'),
      });
      expect(await cli('feature', 'set', '--tenant', '1', '--name', 'Surveys')).toMatchObject({
        code: 2,
        err: expect.stringContaining('exactly one of --on and --off'),
      });
    });
  });

  describe('tenant create and list', () => {
    it('creates a tenant with the global country, its countries and features', async () => {
      const res = await cli(
        'tenant',
        'create',
        '--name',
        'Initech',
        '--countries',
        'es, de',
        '--features',
        'surveys,Documents',
      );
      expect(res).toMatchObject({ code: 0, err: '' });
      const id = Number(/Created tenant (\d+) "Initech"/.exec(res.out)![1]);
      expect((await listFeatures(database.db, id)).filter((f) => f.active).map((f) => f.name)).toEqual([
        'Surveys',
        'Documents',
      ]);
      const list = await cli('tenant', 'list');
      expect(list.out).toMatch(
        new RegExp(`^${id}\\s+Initech\\s+0\\s+GLOBAL,ES,DE\\s+Surveys,Documents$`, 'm'),
      );
    });

    it('switches every feature on with --features all', async () => {
      const out: string[] = [];
      await tenantCreateCommand(
        { db: database.db, config, out: (l) => out.push(l) },
        { name: 'Hooli', features: 'all' },
      );
      const id = Number(/Created tenant (\d+)/.exec(out[0]!)![1]);
      expect((await listFeatures(database.db, id)).every((f) => f.active)).toBe(true);
      expect((await cli('tenant', 'list')).out).toMatch(
        new RegExp(`^${id}\\s+Hooli\\s+0\\s+GLOBAL\\s+all$`, 'm'),
      );
    });

    it('refuses unknown countries and features, naming them', async () => {
      const country = await cli('tenant', 'create', '--name', 'X', '--countries', 'ES,XX');
      expect(country).toMatchObject({ code: 1, err: expect.stringContaining('Unknown country code "XX"') });
      const feature = await cli('tenant', 'create', '--name', 'X', '--features', 'Surveys,Teleport');
      expect(feature).toMatchObject({ code: 1, err: expect.stringContaining('Unknown feature "Teleport"') });
      expect((await cli('tenant', 'list')).out).not.toMatch(/\bX\b/);
    });
  });

  describe('country add and feature set', () => {
    it('adds countries once and reports those already there', async () => {
      const tenant = await createTenant(database.db, { countries: [8] });
      const res = await cli('country', 'add', '--tenant', String(tenant.id), '--countries', 'FR,IT,pt');
      expect(res).toMatchObject({ code: 0, out: 'Added IT, PT.\nAlready there: FR.' });
    });

    it('switches one flag on and off', async () => {
      const tenant = await createTenant(database.db);
      const flag = async () =>
        (await listFeatures(database.db, tenant.id)).find((f) => f.name === 'Surveys')!.active;
      expect(
        await cli('feature', 'set', '--tenant', String(tenant.id), '--name', 'Surveys', '--on'),
      ).toMatchObject({
        code: 0,
        out: 'Surveys is now on.',
      });
      expect(await flag()).toBe(true);
      await cli('feature', 'set', '--tenant', String(tenant.id), '--name', 'surveys', '--off');
      expect(await flag()).toBe(false);
    });

    it('refuses a tenant that does not exist or is not an id', async () => {
      expect(await cli('country', 'add', '--tenant', '99999', '--countries', 'FR')).toMatchObject({
        code: 1,
        err: 'Error: There is no tenant with id 99999.',
      });
      expect(await cli('feature', 'set', '--tenant', 'acme', '--name', 'Surveys', '--on')).toMatchObject({
        code: 1,
        err: expect.stringContaining('tenantId: Must be a tenant id'),
      });
    });
  });

  describe('user invite', () => {
    it('creates the account with a temporary password and makes it administrator', async () => {
      const tenant = await createTenant(database.db, { name: 'Umbrella' });
      const res = await cli(
        'user',
        'invite',
        '--tenant',
        String(tenant.id),
        '--email',
        ' Ada@Umbrella.TEST ',
        '--name',
        'Ada Lovelace',
      );
      expect(res.code).toBe(0);
      expect(res.out).toContain('ada@umbrella.test is now Administrator of Umbrella');
      expect(res.out).toContain(`Sign in at ${config.publicUrl}`);
      const password = /Temporary password \(shown only this once\): (\S+)/.exec(res.out)![1]!;
      expect(password.length).toBeGreaterThanOrEqual(16);
      const [user] = await database.db.select().from(users).where(eq(users.email, 'ada@umbrella.test'));
      expect(user).toMatchObject({ name: 'Ada Lovelace', active: true, identityId: expect.any(String) });
      expect(await verifyPassword(password, user!.passwordHash)).toBe(true);
      const membership = await findMembership(database.db, tenant.id, user!.id);
      expect([...membership!.permissions].sort()).toEqual([...PERMISSIONS].sort());

      const again = await cli(
        'user',
        'invite',
        '--tenant',
        String(tenant.id),
        '--email',
        'ada@umbrella.test',
      );
      expect(again.out).toContain('its password is unchanged');
      expect(again.out).not.toContain('Temporary password');
      const [same] = await database.db.select().from(users).where(eq(users.email, 'ada@umbrella.test'));
      expect(same!.passwordHash).toBe(user!.passwordHash);
    });

    it('adds an existing user to another tenant and widens a scoped Administrator role', async () => {
      const tenant = await createTenant(database.db);
      const scoped = await insertRole(database.db, tenant.id, {
        name: 'Administrator',
        permissions: ['normal-user'],
        countryIds: [1],
      });
      const existing = await createUser(database.db, { email: 'grace@example.test' });
      const res = await cli('user', 'invite', '--tenant', String(tenant.id), '--email', 'grace@example.test');
      expect(res.out).toContain('now grants every permission everywhere');
      const [role] = await database.db
        .select()
        .from(roles)
        .where(and(eq(roles.id, scoped.id)));
      expect(role).toMatchObject({
        countryRelated: false,
        permissions: expect.arrayContaining([...PERMISSIONS]),
      });
      expect((await findMembership(database.db, tenant.id, existing.id))?.roleIds).toEqual([scoped.id]);
    });

    it('leaves the sign-in to an external provider, binding the account by email later', async () => {
      const tenant = await createTenant(database.db);
      const out: string[] = [];
      const external = testConfig({ OIDC_ISSUER: 'https://login.example.com' });
      await userInviteCommand(
        { db: database.db, config: external, out: (l) => out.push(l) },
        { tenant: String(tenant.id), email: 'ext@example.test' },
      );
      expect(out.join('\n')).toContain('They sign in with their account at https://login.example.com');
      const [user] = await database.db.select().from(users).where(eq(users.email, 'ext@example.test'));
      expect(user).toMatchObject({ identityId: null, passwordHash: null, name: 'ext' });
    });

    it('refuses an invalid email', async () => {
      const tenant = await createTenant(database.db);
      expect(
        await cli('user', 'invite', '--tenant', String(tenant.id), '--email', 'not-an-email'),
      ).toMatchObject({
        code: 1,
        err: expect.stringContaining('email: Must be an email address'),
      });
    });
  });

  describe('demo reset', () => {
    it('refuses to delete tenants that are not the demo without --yes, then resets', async () => {
      const refused = await cli('demo', 'reset');
      expect(refused.code).toBe(1);
      expect(refused.err).toContain('not part of the demo');
      expect(refused.err).toContain('"Initech"');
      const done = await cli('demo', 'reset', '--yes');
      expect(done.code).toBe(0);
      expect(done.out).toContain('Demo reset: 1 "Acme Corp", 2 "Globex Ltd".');
      expect(done.out).toContain('password demo1234');
      // only demo tenants now: no confirmation needed
      expect((await cli('demo', 'reset')).code).toBe(0);
      expect((await cli('tenant', 'list')).out.split('\n')).toHaveLength(3);
      expect((await listFeatures(database.db, 1)).map((f) => f.name)).toEqual([...FEATURES]);
    });
  });
});
