import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type TDb } from '../db/client';
import { lockDataDir } from '../db/data-dir-lock';
import { prepareDatabase } from '../db/prepare';
import { customers, questions } from '../db/schema';
import { SERVER_DIR } from '../server-dir';
import { testConfig } from '../test/app';
import { createQuestion } from '../test/factories/questions';
import { createTenant } from '../test/factories/tenants';
import { backupCommand, restoreCommand } from './backup';
import { CliUsageError, parseCommand } from './commands';

/** `npm run cli -- <argv>` as a process of its own on this DATA_DIR. */
function cliProcess(argv: string[], env: Record<string, string>) {
  return new Promise<{ code: number; out: string; err: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/cli/main.ts', ...argv],
      { cwd: SERVER_DIR, env },
      (error, out, err) => resolve({ code: error ? Number(error.code) : 0, out, err }),
    );
  });
}

// processes of their own and three openings of the database per test: slow on a busy machine
describe('backup and restore of the embedded database', { timeout: 60_000 }, () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'askhr-backup-'));
  const dataDir = path.join(dir, 'data');
  const config = testConfig({ DATA_DIR: dataDir });
  const env = { DATA_DIR: dataDir };
  const backup = path.join(dir, 'askhr.tar.gz');

  async function withDatabase<T>(work: (db: TDb) => Promise<T>) {
    const database = await openPglite(dataDir);
    try {
      return await work(database.db);
    } finally {
      await database.close();
    }
  }
  const tenantNames = () =>
    withDatabase(async (db) => (await db.select().from(customers)).map((c) => c.name).sort());

  beforeAll(async () => {
    const database = await openPglite(dataDir);
    await prepareDatabase(database);
    const tenant = await createTenant(database.db, { name: 'Kept' });
    await createQuestion(database.db, tenant.id, { text: 'How many days of holiday do I have?' });
    await database.close();
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('backs up in a process of its own, leaving no partial file', async () => {
    const res = await cliProcess(['backup', backup], env);
    expect(res).toMatchObject({ code: 0, err: '' });
    expect(res.out).toContain(`Backed up the embedded database in ${dataDir} to ${backup}`);
    expect(res.out).toContain('Not in it: DATA_DIR/outbox');
    expect(fs.statSync(backup).size).toBeGreaterThan(0);
    expect(fs.existsSync(`${backup}.partial`)).toBe(false);
  });

  it('refuses an existing file, a database open in another process and DATABASE_URL', async () => {
    const release = lockDataDir(dataDir);
    try {
      const [exists, locked, postgres] = await Promise.all([
        cliProcess(['backup', backup], env),
        cliProcess(['backup', path.join(dir, 'other.tar.gz')], env),
        cliProcess(['restore', backup], { ...env, DATABASE_URL: 'postgres://askhr@127.0.0.1:1/askhr' }),
      ]);
      expect(exists).toMatchObject({ code: 1, err: expect.stringContaining(`${backup} already exists`) });
      expect(exists.err).toContain('add --force to replace it');
      expect(locked).toMatchObject({ code: 1, err: expect.stringContaining('Error: Stop the server first') });
      expect(fs.existsSync(path.join(dir, 'other.tar.gz'))).toBe(false);
      expect(postgres).toMatchObject({ code: 1, err: expect.stringContaining('DATABASE_URL is set') });
      expect(postgres.err).toContain('pg_restore');
    } finally {
      release();
    }
  });

  it('restores over a changed database with --force, moving the changed one aside', async () => {
    await withDatabase(async (db) => {
      await createTenant(db, { name: 'Later' });
    });
    expect(await tenantNames()).toEqual(['Kept', 'Later']);
    const out: string[] = [];
    const ctx = { config, out: (line: string) => out.push(line) };

    await expect(restoreCommand(ctx, backup, false)).rejects.toThrow(
      `${dataDir} already holds a database. Add --force`,
    );
    await restoreCommand(ctx, backup, true);
    expect(out).toHaveLength(1);
    const aside = /the previous database is in (\S+)\.$/.exec(out[0]!)![1]!;
    expect(out[0]).toContain(`Restored ${backup} into ${dataDir} and applied pending migrations`);
    expect(path.basename(aside)).toMatch(/^pglite-before-restore-/);
    expect(fs.existsSync(path.join(aside, 'PG_VERSION'))).toBe(true);

    expect(await tenantNames()).toEqual(['Kept']);
    const texts = await withDatabase(async (db) => (await db.select().from(questions)).map((q) => q.text));
    expect(texts).toEqual(['How many days of holiday do I have?']);
  });

  it('changes nothing when the file is not a backup', async () => {
    const junk = path.join(dir, 'junk.tar.gz');
    fs.writeFileSync(junk, 'not a dump');
    const before = fs.readdirSync(dataDir).sort();
    await expect(restoreCommand({ config, out: () => undefined }, junk, true)).rejects.toThrow(
      `${junk} is not a backup of the embedded database`,
    );
    expect(fs.readdirSync(dataDir).sort()).toEqual(before);
    expect(await tenantNames()).toEqual(['Kept']);
  });

  it('replaces an existing backup with --force, and refuses a DATA_DIR without a database', async () => {
    const out: string[] = [];
    await backupCommand({ config, out: (line) => out.push(line) }, backup, true);
    expect(out[0]).toContain(`to ${backup}`);
    const empty = testConfig({ DATA_DIR: path.join(dir, 'empty') });
    await expect(
      backupCommand({ config: empty, out: () => undefined }, path.join(dir, 'x.tgz'), false),
    ).rejects.toThrow(`There is no embedded database in ${empty.dataDir} to back up.`);
  });

  it('takes exactly one file', () => {
    expect(parseCommand(['backup', 'a.tar.gz', '--force'])).toEqual({
      kind: 'file',
      name: 'backup',
      file: 'a.tar.gz',
      force: true,
    });
    expect(() => parseCommand(['restore'])).toThrow(CliUsageError);
    expect(() => parseCommand(['backup', 'a', 'b'])).toThrow('Give exactly one file.');
    expect(() => parseCommand(['backup', 'a', '--yes'])).toThrow("'--yes'");
  });
});
