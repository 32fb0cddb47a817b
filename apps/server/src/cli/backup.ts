import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import type { TConfig } from '../config';
import { PGLITE_EXTENSIONS, wrapPglite } from '../db/client';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock';
import { prepareDatabase } from '../db/prepare';
import { AppError } from '../lib/errors';

export const FILE_COMMANDS = ['backup', 'restore'] as const;
export type TFileCommandName = (typeof FILE_COMMANDS)[number];

/** A command on the embedded database's files rather than through a connection to it. */
export interface TFileCommand {
  kind: 'file';
  name: TFileCommandName;
  file: string;
  force: boolean;
}

interface TFileContext {
  config: TConfig;
  out: (line: string) => void;
}

/** The folder under DATA_DIR that `openPglite` keeps the database in. */
const databaseDir = (dataDir: string) => path.join(dataDir, 'pglite');
const holdsDatabase = (dir: string) => fs.existsSync(path.join(dir, 'PG_VERSION'));
const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

function refuseOnPostgres(config: TConfig, name: TFileCommandName) {
  if (!config.databaseUrl) return;
  const tool = name === 'backup' ? 'pg_dump -Fc' : 'pg_restore';
  throw new AppError(
    409,
    `DATABASE_URL is set: "${name}" works on the embedded database only. ` +
      `Use ${tool} on PostgreSQL instead (docs/backups.md, "PostgreSQL").`,
  );
}

/** The server (or another command) holds the folder: copying or replacing it now could corrupt it. */
function lockFor(dataDir: string, name: TFileCommandName) {
  try {
    return lockDataDir(dataDir);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    throw new AppError(
      409,
      `Stop the server first: the embedded database in ${dataDir} is open in another process ` +
        `(the running server, or another command), and PGlite can be opened by one process at a time. ` +
        `Then run "npm run cli -- ${name} <file>" again.`,
    );
  }
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Writes `data` to `target` through `<target>.partial`, so that no half-written file is ever left there. */
function writeWhole(target: string, data: Uint8Array) {
  const partial = `${target}.partial`;
  try {
    const fd = fs.openSync(partial, 'w');
    try {
      fs.writeSync(fd, data);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(partial, target);
  } catch (err) {
    fs.rmSync(partial, { force: true });
    throw err;
  }
}

export async function backupCommand(ctx: TFileContext, file: string, force: boolean) {
  const { dataDir } = ctx.config;
  refuseOnPostgres(ctx.config, 'backup');
  const target = path.resolve(file);
  if (fs.existsSync(target) && !force)
    throw new AppError(409, `${target} already exists: choose another file, or add --force to replace it.`);
  if (!fs.existsSync(path.dirname(target)))
    throw new AppError(404, `The folder ${path.dirname(target)} does not exist.`);
  if (!holdsDatabase(databaseDir(dataDir)))
    throw new AppError(404, `There is no embedded database in ${dataDir} to back up.`);
  const release = lockFor(dataDir, 'backup');
  try {
    const client = new PGlite(databaseDir(dataDir), { extensions: PGLITE_EXTENSIONS });
    let dump: Blob;
    try {
      await client.waitReady;
      // every change is in the data files, so the copy needs no recovery when it is opened
      await client.exec('checkpoint');
      dump = await client.dumpDataDir('gzip');
    } finally {
      await client.close();
    }
    writeWhole(target, new Uint8Array(await dump.arrayBuffer()));
    ctx.out(`Backed up the embedded database in ${dataDir} to ${target} (${megabytes(dump.size)}).`);
  } finally {
    release();
  }
  ctx.out(
    ctx.config.dataEncryptionKey
      ? 'Keep DATA_ENCRYPTION_KEY with it: the Slack bot tokens inside are sealed with that key.'
      : 'It holds the sign-in keys and the key sealing the Slack bot tokens: keep it as safe as the database.',
  );
  ctx.out(
    'Not in it: DATA_DIR/outbox (mails written without SMTP_URL), DATA_DIR/nlu (caches, rebuilt when missing) ' +
      'and the configuration. See docs/backups.md.',
  );
}

/**
 * The tarball in a gzipped dump. Checked here because PGlite, handed a file that is no gzipped tar,
 * fails with a rejection nothing can catch.
 */
function tarballOf(source: string): Blob {
  const refuse = (reason: string) =>
    new AppError(400, `${source} is not a backup of the embedded database (${reason}). Nothing was changed.`);
  let tar;
  try {
    tar = zlib.gunzipSync(fs.readFileSync(source));
  } catch (err) {
    throw refuse((err as Error).message);
  }
  if (tar.subarray(257, 262).toString('latin1') !== 'ustar') throw refuse('not a tar archive');
  return new Blob([tar], { type: 'application/x-tar' });
}

/** Unpacks the dump into a folder of its own and opens it once: a file that is no dump changes nothing. */
async function unpack(source: string, dir: string) {
  const dump = tarballOf(source);
  let client: PGlite | undefined;
  try {
    client = new PGlite(dir, { extensions: PGLITE_EXTENSIONS, loadDataDir: dump });
    await client.waitReady;
    await client.query('select 1');
  } catch (err) {
    await client?.close().catch(() => undefined);
    fs.rmSync(dir, { recursive: true, force: true });
    throw new AppError(
      400,
      `${source} is not a backup of the embedded database (${(err as Error).message}). Nothing was changed.`,
    );
  }
  await client.close();
}

export async function restoreCommand(ctx: TFileContext, file: string, force: boolean) {
  const { dataDir } = ctx.config;
  refuseOnPostgres(ctx.config, 'restore');
  const source = path.resolve(file);
  if (!fs.statSync(source, { throwIfNoEntry: false })?.isFile())
    throw new AppError(404, `There is no file ${source}.`);
  fs.mkdirSync(dataDir, { recursive: true });
  const release = lockFor(dataDir, 'restore');
  try {
    const current = databaseDir(dataDir);
    if (holdsDatabase(current) && !force)
      throw new AppError(
        409,
        `${dataDir} already holds a database. Add --force to move it aside ` +
          `(to ${current}-before-restore-<time>) and restore the backup in its place.`,
      );
    const time = stamp();
    const staging = `${current}-restoring-${time}`;
    await unpack(source, staging);
    const aside = fs.existsSync(current) ? `${current}-before-restore-${time}` : undefined;
    if (aside) fs.renameSync(current, aside);
    fs.renameSync(staging, current);
    const database = wrapPglite(new PGlite(current, { extensions: PGLITE_EXTENSIONS }));
    try {
      await prepareDatabase(database);
    } catch (err) {
      throw new AppError(
        500,
        `The restored database in ${current} did not open (${(err as Error).message}).` +
          (aside ? ` The previous one is in ${aside}.` : ''),
      );
    } finally {
      await database.close();
    }
    ctx.out(
      `Restored ${source} into ${dataDir} and applied pending migrations` +
        (aside ? `; the previous database is in ${aside}.` : '.'),
    );
  } finally {
    release();
  }
}

export function runFileCommand(command: TFileCommand, ctx: TFileContext) {
  return command.name === 'backup'
    ? backupCommand(ctx, command.file, command.force)
    : restoreCommand(ctx, command.file, command.force);
}
