import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

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
