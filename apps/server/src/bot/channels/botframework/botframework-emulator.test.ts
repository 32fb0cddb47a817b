import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botUsers, utterances } from '../../../db/schema';
import { createTestApp, type TTestApp } from '../../../test/app';
import { createTenant } from '../../../test/factories/tenants';
import { emulatorActivity, startFakeConnector } from '../../../test/kits/botframework';

// a question is logged as an utterance (a greeting such as "hello" is not), so a refusal shows in the rows
const QUESTION = 'how many days of holiday do I get';

/** The unauthenticated Emulator mode (no MICROSOFT_APP_ID) through the whole app. */
describe('Bot Framework endpoint without an app id', () => {
  let connector: Awaited<ReturnType<typeof startFakeConnector>>;
  let disabled: TTestApp;
  let enabled: TTestApp;
  let proxied: TTestApp;

  beforeAll(async () => {
    connector = await startFakeConnector();
    disabled = await createTestApp();
    enabled = await createTestApp({ env: { EMULATOR_ENABLED: 'true' } });
    proxied = await createTestApp({ env: { EMULATOR_ENABLED: 'true', TRUST_PROXY: '1' } });
    for (const t of [disabled, enabled, proxied]) await createTenant(t.db);
  });

  afterAll(async () => {
    for (const t of [disabled, enabled, proxied]) await t.close();
    await connector.close();
  });

  const send = (
    t: TTestApp,
    activity: Record<string, unknown>,
    opts: { remoteAddress?: string; headers?: Record<string, string> } = {},
  ) => t.app.inject({ method: 'POST', url: '/api/messages', payload: activity, ...opts });

  const rowCounts = async (t: TTestApp) => ({
    utterances: (await t.db.select({ id: utterances.id }).from(utterances)).length,
    botUsers: (await t.db.select({ id: botUsers.id }).from(botUsers)).length,
  });

  /** The request.ip Fastify gives, with the app's trustProxy, to a request from `remoteAddress`. */
  async function forwardedIp(t: TTestApp, remoteAddress: string, forwardedFor: string) {
    const probe = Fastify({ trustProxy: t.config.trustProxy });
    probe.get('/ip', async (request) => request.ip);
    const res = await probe.inject({
      url: '/ip',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });
    await probe.close();
    return res.body;
  }

  /** Sends the activity and checks it was refused: 401 in the API error shape, no reply, no row. */
  async function expectRefused(
    t: TTestApp,
    activity: Record<string, unknown>,
    opts: Parameters<typeof send>[2] = {},
  ) {
    const [posts, rows] = [connector.posts.length, await rowCounts(t)];
    const res = await send(t, activity, opts);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: expect.any(String) } });
    expect(connector.posts.length).toBe(posts);
    expect(await rowCounts(t)).toEqual(rows);
    return res.json<{ error: { message: string } }>().error.message;
  }

  it('is off unless EMULATOR_ENABLED, and says what to configure', async () => {
    expect(disabled.config.teams.isEmulatorEnabled).toBe(false);
    const message = await expectRefused(disabled, emulatorActivity(connector.serviceUrl, { text: QUESTION }));
    expect(message).toMatch(/MICROSOFT_APP_ID/);
    expect(message).toMatch(/EMULATOR_ENABLED/);
  });

  it('when enabled, answers a local Emulator and logs its utterance', async () => {
    const [posts, rows] = [connector.posts.length, await rowCounts(enabled)];
    const res = await send(enabled, emulatorActivity(connector.serviceUrl, { text: QUESTION }));
    expect(res.statusCode).toBe(200);
    expect(connector.posts.length).toBeGreaterThan(posts);
    expect((await rowCounts(enabled)).utterances).toBe(rows.utterances + 1);
  });

  it('refuses text the database cannot store with 400, writing nothing', async () => {
    const [posts, rows] = [connector.posts.length, await rowCounts(enabled)];
    const res = await send(enabled, emulatorActivity(connector.serviceUrl, { text: 'holiday\u0000days' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION');
    expect(connector.posts.length).toBe(posts);
    expect(await rowCounts(enabled)).toEqual(rows);
  });

  it('when enabled, refuses a connection that does not come from this machine', async () => {
    for (const remoteAddress of ['10.0.0.5', '::ffff:10.0.0.5', '2001:db8::1'])
      await expectRefused(enabled, emulatorActivity(connector.serviceUrl, { text: QUESTION }), {
        remoteAddress,
      });
  });

  it('judges the connection, not X-Forwarded-For, even behind a trusted proxy', async () => {
    // the premise: with this config Fastify's request.ip is the forwarded 127.0.0.1
    expect(await forwardedIp(proxied, '10.0.0.5', '127.0.0.1')).toBe('127.0.0.1');
    const activity = () => emulatorActivity(connector.serviceUrl, { text: QUESTION });
    await expectRefused(proxied, activity(), {
      remoteAddress: '10.0.0.5',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    // the same app answers a loopback connection, so the refusal above is the address's doing
    expect((await send(proxied, activity())).statusCode).toBe(200);
  });

  it('when enabled, replies to a loopback serviceUrl only, judged by its parsed address', async () => {
    const { port } = new URL(connector.serviceUrl);
    for (const serviceUrl of [
      `http://127.0.0.1.example.org:${port}/`,
      `http://127.attacker.example:${port}/`,
      `http://localhost.example.org:${port}/`,
      `http://0x7f.example:${port}/`,
      `http://0.0.0.0:${port}/`,
      `http://[::ffff:a00:5]:${port}/`,
      'https://attacker.example',
    ])
      await expectRefused(enabled, emulatorActivity(serviceUrl, { text: QUESTION }));
    // another spelling of 127.0.0.1 is this machine after parsing, so it is answered
    const posts = connector.posts.length;
    const res = await send(enabled, emulatorActivity(`http://127.1:${port}`, { text: QUESTION }));
    expect(res.statusCode).toBe(200);
    expect(connector.posts.length).toBeGreaterThan(posts);
  });
});
