import fs from 'node:fs';
import path from 'node:path';

/** The embedded database is used by another live process. */
export class DataDirLockedError extends Error {}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite takes no lock on its folder, and two processes writing one folder corrupt it. A pid file
 * beside it makes the second opener (a CLI command beside the running server, a second server)
 * fail with a clear message; a file left by a process that died is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, 'pglite.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => {
        if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === String(process.pid)) fs.rmSync(file);
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number(fs.readFileSync(file, 'utf8'));
      if (holder && holder !== process.pid && isAlive(holder))
        throw new DataDirLockedError(
          `The embedded database in ${dataDir} is in use by process ${holder} (probably the running server). ` +
            'PGlite can be opened by one process at a time: stop that process and try again, or set DATABASE_URL to use PostgreSQL.',
        );
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the embedded database in ${dataDir}.`);
}
