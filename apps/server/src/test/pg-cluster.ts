import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SERVER_DIR } from '../server-dir';

/** The newest PostgreSQL server binaries installed the Debian way, if any. */
export function findPostgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A throwaway PostgreSQL cluster of its own, which a test may stop and restart (PostgreSQL refuses
 * to run as root: as root, the cluster belongs to the `postgres` user).
 */
export async function startPgCluster(bin: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'askhr-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const run = (file: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, file), ...args], { stdio: 'pipe' })
      : execFileSync(path.join(bin, file), args, { stdio: 'pipe' });
  const data = path.join(dir, 'data');
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const pgCtl = (...args: string[]) => run('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), ...args]);
  pgCtl('-w', '-o', options, 'start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** Stops the server (fast: sessions are cut) and starts it again on the same port. */
    restart: () => pgCtl('-w', '-m', 'fast', '-o', options, 'restart'),
    stop() {
      try {
        pgCtl('-m', 'immediate', 'stop');
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A log line of a spawned process (pino's JSON), as parsed. */
export type TLogLine = { level: number; msg?: string; [key: string]: unknown };

/**
 * A process from the sources, as `npm start` runs the build: `args` are main.ts's flags
 * (`--no-worker`, `--worker-only`). Its JSON log lines are kept in `logs` (stdout).
 */
function spawnMain(env: Record<string, string>, args: string[], port: number) {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', ...args], {
    cwd: SERVER_DIR,
    env: { ...env, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + String(chunk)).slice(-4000)));
  const logs: TLogLine[] = [];
  let partial = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const lines = (partial + String(chunk)).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      try {
        logs.push(JSON.parse(line) as TLogLine);
      } catch {
        // not a log line
      }
    }
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    child,
    logs,
    stderr: () => stderr,
    /** kill -9: no shutdown, requests in flight die with it */
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** An API process (both roles unless `args` say otherwise), once `/ready` answers. */
export async function spawnServer(env: Record<string, string>, args: string[] = []) {
  const port = await freePort();
  const proc = spawnMain(env, args, port);
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (proc.child.exitCode !== null) throw new Error(`the server exited: ${proc.stderr()}`);
    const ready = await fetch(`${origin}/ready`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      await proc.kill();
      throw new Error(`the server did not get ready: ${proc.stderr()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { origin, ...proc };
}

/** A `--worker-only` process (no HTTP port), once it logs that it is ready. */
export async function spawnWorker(env: Record<string, string>) {
  // at least info: the ready line is one
  const level = env.LOG_LEVEL === 'debug' || env.LOG_LEVEL === 'trace' ? env.LOG_LEVEL : 'info';
  const proc = spawnMain({ ...env, LOG_LEVEL: level }, ['--worker-only'], await freePort());
  const deadline = Date.now() + 120_000;
  while (!proc.logs.some((line) => /job worker ready/.test(line.msg ?? ''))) {
    if (proc.child.exitCode !== null) throw new Error(`the worker exited: ${proc.stderr()}`);
    if (Date.now() > deadline) {
      await proc.kill();
      throw new Error(`the worker did not get ready: ${proc.stderr()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return proc;
}
