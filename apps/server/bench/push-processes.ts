import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TSqlClient } from '../src/db/sql-client';
import { JOBS_SCHEMA } from '../src/jobs/job-runner';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

/** A worker of its own: `main.ts --worker-only` in a child process on the bench's database. */
export function spawnWorker(databaseUrl: string, slackApiUrl: string) {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--max-semi-space-size=64', '--import', 'tsx', 'src/main.ts', '--worker-only'],
    {
      cwd: serverDir,
      // the worker's whole configuration: nothing of the bench's own environment
      env: {
        DATABASE_URL: databaseUrl,
        SLACK_API_URL: slackApiUrl,
        LOG_LEVEL: 'error',
        JOBS_POLLING_SECONDS: '0.5',
        SEED_DEMO: 'false',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code)),
  );
  return {
    /** SIGKILL: the process ends between two instructions, with no chance to hand anything back */
    async kill() {
      child.kill('SIGKILL');
      return exited;
    },
    async stop() {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

/**
 * A killed worker's send job stays active until its run expires (`expireInSeconds` of push.send,
 * 15 minutes) and the next maintenance hands it back. The bench moves the run's start back by that
 * much instead of waiting for it.
 */
export async function expireDeadRuns(sql: TSqlClient) {
  const { rows } = await sql.executeSql(
    `update ${JOBS_SCHEMA}.job set started_on = started_on - expire_in
     where name = 'push.send' and state = 'active' returning id`,
  );
  return rows.length;
}
