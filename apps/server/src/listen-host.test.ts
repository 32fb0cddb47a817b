import os from 'node:os';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from './demo/seed/demo-data';
import { listenHost } from './listen-host';
import { useTestApp } from './test/app';
import { createUser } from './test/factories/users';

/** This machine's IPv4 addresses other than loopback (none on some machines). */
const networkAddresses = () =>
  Object.values(os.networkInterfaces())
    .flat()
    .filter((a) => a !== undefined && a.family === 'IPv4' && !a.internal)
    .map((a) => a!.address);

describe('where the portal listens', () => {
  const t = useTestApp();

  it('listens on every interface for a database without the demo accounts', async () => {
    expect(await listenHost(undefined, t.db)).toEqual({ host: '0.0.0.0' });
  });

  it('keeps to this machine while the demo accounts exist, says so, and takes HOST when set', async () => {
    await createUser(t.db, { email: DEMO_USERS[0]!.email });
    expect(await listenHost('0.0.0.0', t.db)).toEqual({ host: '0.0.0.0' });
    const listen = await listenHost(undefined, t.db);
    expect(listen.host).toBe('localhost');
    expect(listen.notice).toContain('set HOST=0.0.0.0 to listen on every interface');

    await t.app.listen({ port: 0, host: listen.host });
    const { port } = t.app.server.address() as AddressInfo;
    expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
    for (const address of networkAddresses())
      await expect(fetch(`http://${address}:${port}/health`), address).rejects.toThrow();
  });
});
