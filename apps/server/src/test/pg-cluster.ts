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

/** A server process from the sources, as `npm start` runs the build, on its own port. */
export async function spawnServer(env: Record<string, string>) {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: { ...env, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + String(chunk)).slice(-4000)));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${stderr}`);
    const ready = await fetch(`${origin}/ready`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`the server did not get ready: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    origin,
    child,
    /** kill -9: no shutdown, requests in flight die with it */
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
