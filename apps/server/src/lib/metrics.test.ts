import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getDirectLineKey } from '../bot/channels/directline/directline-secret';
import { createDirectLineTokens } from '../bot/channels/directline/directline-tokens';
import { parseConfig } from '../config';
import { createTestApp, type TSeededTestApp, type TTestApp } from '../test/app';
import { useJobRunners } from '../test/job-runners';
import { expectApiError, getAs } from '../test/kits/access';
import { collectStream } from '../test/kits/directline';
import { createMetrics } from './metrics';
import { serveMetrics } from './metrics-server';

const TOKEN = 'metrics-token-of-the-tests';
const eventually = { timeout: 15_000, interval: 50 };

/** The sum of the samples of `series` (those whose labels start with `labels`) in a scrape's text. */
function total(text: string, series: string, labels?: string) {
  const starts = labels === undefined ? [`${series} `, `${series}{`] : [`${series}{${labels}`];
  return text
    .split('\n')
    .filter((line) => starts.some((start) => line.startsWith(start)))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}

const scrape = async (t: TTestApp) => {
  const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  return res.body;
};

describe('GET /metrics on the public port', () => {
  let closed: TTestApp;
  let t: TSeededTestApp;
  beforeAll(async () => {
    closed = await createTestApp();
    t = await createTestApp({ seed: 'minimal', env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(async () => {
    await closed.close();
    await t.close();
  });

  it('is not found without METRICS_TOKEN, a browser included', async () => {
    expectApiError(await closed.app.inject({ url: '/metrics' }), 404, 'NOT_FOUND');
    const asBrowser = { accept: 'text/html', authorization: `Bearer ${TOKEN}` };
    expectApiError(await closed.app.inject({ url: '/metrics', headers: asBrowser }), 404, 'NOT_FOUND');
  });

  it('refuses a request without the bearer token or with another one with 401', async () => {
    expectApiError(await t.app.inject({ url: '/metrics' }), 401, 'UNAUTHENTICATED');
    for (const authorization of [`Bearer ${TOKEN}x`, 'Bearer x', TOKEN, `Basic ${TOKEN}`])
      expectApiError(
        await t.app.inject({ url: '/metrics', headers: { authorization } }),
        401,
        'UNAUTHENTICATED',
      );
  });

  it('gives the Prometheus text with the token', async () => {
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toContain('# TYPE process_cpu_user_seconds_total counter');
    expect(res.body).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
  });

  it('times requests by route template, and those no route took as unmatched', async () => {
    const { id: tenantId, adminEmail } = t.seed.tenant;
    const count = (text: string, labels: string) =>
      total(text, 'askhr_http_request_duration_seconds_count', `method="GET",${labels}`);
    const matched = 'route="/api/Placeholders/Globals/:countryCode",status_code="200"';
    const unmatched = 'route="unmatched",status_code="404"';
    const before = await scrape(t);
    expect((await getAs(t, '/api/Placeholders/Globals/ES', adminEmail, tenantId)).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/no/such/path' })).statusCode).toBe(404);
    const text = await scrape(t);
    expect(count(text, matched) - count(before, matched)).toBe(1);
    expect(count(text, unmatched) - count(before, unmatched)).toBe(1);
    expect(text).not.toContain('/api/Placeholders/Globals/ES');
    expect(text).not.toContain('/no/such/path');
  });

  it('counts a Direct Line message by channel and outcome, its ranking and the open streams', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const before = await scrape(t);
    const tokens = createDirectLineTokens(await getDirectLineKey(t.db), 60);
    const { token } = await tokens.issue({ customerId: t.seed.tenant.id, botUserId: 'metrics-1' });
    const res = await fetch(`http://127.0.0.1:${port}/v3/directline/conversations`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    const { conversationId, token: bound, streamUrl } = await res.json();
    const stream = collectStream(streamUrl, 2);
    await stream.opened;
    const posted = await t.app.inject({
      method: 'POST',
      url: `/v3/directline/conversations/${conversationId}/activities`,
      headers: { authorization: `Bearer ${bound}` },
      payload: { type: 'message', text: 'how many vacation days do I get' },
    });
    expect(posted.statusCode).toBe(200);
    await stream.done;
    const after = await scrape(t);
    const messages = (text: string) => total(text, 'askhr_bot_messages_total', 'channel="directline",');
    expect(messages(after) - messages(before)).toBe(1);
    const rankings = (text: string) => total(text, 'askhr_understanding_duration_seconds_count');
    expect(rankings(after) - rankings(before)).toBe(1);
    const streams = (text: string) => total(text, 'askhr_directline_streams_open');
    expect(streams(after) - streams(before)).toBe(1);
    stream.socket.close();
    await vi.waitFor(async () => expect(streams(await scrape(t))).toBe(streams(before)), eventually);
  });

  it("reads the job queues' depth and the database pool of its own app when scraped", async () => {
    await t.app.jobs.start();
    const text = await scrape(t);
    expect(text).toMatch(/^askhr_job_queue_depth\{queue="push\.send"\} \d+$/m);
    expect(text).toMatch(/^askhr_job_failures_total\{queue="push\.send"\} \d+$/m);
    if (t.database.kind === 'postgres') {
      expect(total(text, 'askhr_db_pool_connections', 'state="total"')).toBeGreaterThan(0);
      expect(text).toMatch(/^askhr_db_pool_connections\{state="waiting"\} \d+$/m);
    } else expect(text).not.toContain('askhr_db_pool_connections');
  });

  it('serves GET /metrics alone on a port of its own', async () => {
    const server = await serveMetrics(t.app.metrics, { port: 0, host: '127.0.0.1' });
    try {
      const origin = `http://127.0.0.1:${server.port}`;
      const res = await fetch(`${origin}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await res.text()).toContain('# TYPE askhr_http_request_duration_seconds histogram');
      expect((await fetch(`${origin}/api/Users/current`)).status).toBe(404);
      expect((await fetch(`${origin}/metrics`, { method: 'POST' })).status).toBe(405);
    } finally {
      await server.close();
    }
  });
});

describe('job metrics', () => {
  const { runners } = useJobRunners();

  it('counts every failed run of a queue, and its waiting jobs', async () => {
    const runner = runners.create();
    runner.handle('test.doomed', async () => {
      throw new Error('always fails');
    });
    const metrics = createMetrics({ queueDepths: () => runner.queueDepths() });
    const failures = async () =>
      total(await metrics.scrape(), 'askhr_job_failures_total', 'queue="test.doomed"');
    const before = await failures();
    expect(await runner.queueDepths()).toEqual({});
    await runner.start();
    const doomed = await runner.schedule('test.doomed', {});
    await runner.schedule('test.later', { n: 1 }, { startAfter: new Date(Date.now() + 60_000) });
    expect(await metrics.scrape()).toMatch(/^askhr_job_queue_depth\{queue="test\.later"\} 1$/m);
    await vi.waitFor(async () => expect(await runner.getState(doomed!)).toBe('failed'), eventually);
    // its first run and the one retry
    expect((await failures()) - before).toBe(2);
  });
});

describe('METRICS_PORT and METRICS_TOKEN', () => {
  it('are optional, and refuse a port out of range and a token shorter than 16 characters', () => {
    expect(parseConfig({}).metrics).toEqual({ port: undefined, token: undefined });
    expect(parseConfig({ METRICS_PORT: '9464', METRICS_TOKEN: TOKEN }).metrics).toEqual({
      port: 9464,
      token: TOKEN,
    });
    expect(() => parseConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
    expect(() => parseConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: at least 16 characters/);
  });
});
