import { PassThrough } from 'node:stream';
import { importJWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from './app';
import { getSigningKeys } from './auth/secrets';
import { CONNECT_TIMEOUT_MS, openPostgres, type TDatabase } from './db/client';
import { emulatorActivity } from './test/kits/botframework';
import { getDirectLineKey } from './bot/channels/directline/directline-secret';
import { createDirectLineTokens } from './bot/channels/directline/directline-tokens';
import { createTestApp, testConfig, type TTestApp } from './test/app';
import { createPostgresCopy } from './test/db';
import { createTenant } from './test/factories/tenants';
import { createUser } from './test/factories/users';
import { startTcpProxy } from './test/tcp-proxy';

type TLogLine = { level: number; msg: string; err?: unknown; code?: string; reason?: string };
const UNAVAILABLE = {
  error: {
    code: 'UNAVAILABLE',
    message: 'The service is briefly unavailable. Please try again in a moment.',
  },
};

function logCapture() {
  const stream = new PassThrough();
  let output = '';
  stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return {
    stream,
    lines: () =>
      output
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as TLogLine),
    clear: () => (output = ''),
  };
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The database taken away under a running server (PostgreSQL behind a TCP proxy that the test cuts)
 * and given back: 503 with Retry-After everywhere meanwhile, the outage logged once, and the same
 * process serving again afterwards.
 */
describe.skipIf(!inject('postgresUrl'))('a database outage on PostgreSQL', () => {
  const adminUrl = inject('postgresUrl');
  let copy: Awaited<ReturnType<typeof createPostgresCopy>>;
  const logs = logCapture();
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let database: TDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let bearer: string;
  let directLine: { conversationId: string; token: string };

  beforeAll(async () => {
    copy = await createPostgresCopy(adminUrl);
    const url = new URL(copy.url);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    database = openPostgres(proxy.urlFor(url.toString()), 4);
    const config = testConfig({ LOG_LEVEL: 'info', EMULATOR_ENABLED: 'true' });
    app = await buildApp({ config, database, serveWeb: false, logStream: logs.stream });
    await app.ready();

    const tenant = await createTenant(database.db);
    const user = await createUser(database.db);
    const jwk = (await getSigningKeys(database.db)).keys[0]!;
    bearer = await new SignJWT({ scope: 'openid' })
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'at+jwt' })
      .setSubject(user.identityId!)
      .setIssuer(config.auth.issuer)
      .setAudience(config.auth.audience)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(await importJWK(jwk, 'RS256'));
    const tokens = createDirectLineTokens(await getDirectLineKey(database.db), 600);
    const issued = await tokens.issue({ customerId: tenant.id, botUserId: 'portal-1' });
    const started = await app.inject({
      method: 'POST',
      url: '/v3/directline/conversations',
      headers: { authorization: `Bearer ${issued.token}` },
    });
    expect(started.statusCode).toBe(201);
    directLine = started.json();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await proxy?.close();
    await copy?.drop();
  });

  const portal = () =>
    app.inject({ method: 'GET', url: '/api/Users/current', headers: { authorization: `Bearer ${bearer}` } });
  const post = (text: string) =>
    app.inject({
      method: 'POST',
      url: `/v3/directline/conversations/${encodeURIComponent(directLine.conversationId)}/activities`,
      headers: { authorization: `Bearer ${directLine.token}` },
      payload: { type: 'message', text },
    });
  const botFramework = () =>
    app.inject({
      method: 'POST',
      url: '/api/messages',
      payload: emulatorActivity('http://127.0.0.1:9', { text: 'how many days of holiday do I get' }),
    });
  const outageLines = () => logs.lines().filter((line) => /^database (un)?reachable/.test(line.msg));

  function expectUnavailable(res: Awaited<ReturnType<typeof portal>>) {
    expect({ status: res.statusCode, retryAfter: res.headers['retry-after'], body: res.json() }).toEqual({
      status: 503,
      retryAfter: '5',
      body: UNAVAILABLE,
    });
  }

  it('answers 503 with Retry-After while the database is down, logs it once, and serves again when it is back', async () => {
    expect((await portal()).statusCode).toBe(200);
    expect((await post('before')).statusCode).toBe(200);
    // a refused connection to another server (here the Emulator's) is no database outage
    expect((await botFramework()).statusCode).not.toBe(503);
    expect(outageLines()).toEqual([]);
    let reconnected = 0;
    const heard: string[] = [];
    await database.notifications.listen(
      'outage_test',
      (payload) => heard.push(payload),
      () => (reconnected += 1),
    );
    logs.clear();

    await proxy.cut();
    expectUnavailable(await portal());
    expectUnavailable(await post('during'));
    expectUnavailable(await botFramework());
    for (let i = 0; i < 20; i += 1) expectUnavailable(await (i % 2 ? portal() : post(`during ${i}`)));
    const ready = await app.inject('/ready');
    expect({ status: ready.statusCode, retryAfter: ready.headers['retry-after'] }).toEqual({
      status: 503,
      retryAfter: '5',
    });
    // the process is alive: a liveness probe must not restart it for the database's sake
    expect((await app.inject('/health')).statusCode).toBe(200);

    // the driver's words (the pooled connections were dropped, or new ones refused), no stack
    expect(outageLines()).toEqual([
      expect.objectContaining({ level: 40, msg: 'database unreachable', reason: expect.any(String) }),
    ]);
    // no stack, no error line per request
    expect(logs.lines().filter((line) => line.level >= 50 || line.err !== undefined)).toEqual([]);

    await proxy.restore();
    await until(() => outageLines().length === 2);
    expect(outageLines()[1]).toMatchObject({ level: 30, msg: 'database reachable again' });
    expect((await portal()).statusCode).toBe(200);
    expect((await post('after')).statusCode).toBe(200);
    // the LISTEN connection came back by itself, and said so
    await until(() => reconnected === 1);
    await database.notifications.notify('outage_test', 'after');
    await until(() => heard.length === 1);
    expect(heard).toEqual(['after']);
  }, 30_000);

  it('gives up on a database that does not answer after the connect timeout, not the TCP one', async () => {
    logs.clear();
    proxy.hang();
    // the pooled connections the proxy dropped are gone: the next query needs a new one
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = Date.now();
    expectUnavailable(await portal());
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(CONNECT_TIMEOUT_MS - 100);
    expect(took).toBeLessThan(CONNECT_TIMEOUT_MS + 2000);
    expect(outageLines()).toMatchObject([
      { msg: 'database unreachable', reason: expect.stringMatching(/timeout/) },
    ]);
    await proxy.restore();
    await until(() => outageLines().length === 2, 15_000);
    expect((await portal()).statusCode).toBe(200);
  }, 30_000);
});

/** The embedded database has no outage of its own; a closed instance is answered the same way. */
describe.skipIf(inject('postgresUrl'))('a closed embedded database', () => {
  const logs = logCapture();
  let t: TTestApp;
  let bearer: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: logs.stream });
    const user = await createUser(t.db);
    bearer = await t.signToken(user.identityId!);
  });
  afterAll(() => t.app.close());

  it('answers 503 with Retry-After and logs it once', async () => {
    const current = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/Users/current',
        headers: { authorization: `Bearer ${bearer}` },
      });
    expect((await current()).statusCode).toBe(200);
    logs.clear();
    await t.database.close();
    for (let i = 0; i < 5; i += 1) {
      const res = await current();
      expect({ status: res.statusCode, retryAfter: res.headers['retry-after'], body: res.json() }).toEqual({
        status: 503,
        retryAfter: '5',
        body: UNAVAILABLE,
      });
    }
    const lines = logs.lines();
    expect(lines.filter((line) => line.msg === 'database unreachable')).toHaveLength(1);
    expect(lines.filter((line) => line.level >= 50 || line.err !== undefined)).toEqual([]);
  });
});
