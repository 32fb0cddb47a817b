import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { trace } from '@opentelemetry/api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getDirectLineKey } from '../bot/channels/directline/directline-secret';
import { createDirectLineTokens } from '../bot/channels/directline/directline-tokens';
import { createTestApp, testConfig, type TSeededTestApp } from '../test/app';
import { authHeaders, identityOf } from '../test/kits/access';
import { startTracing, type TTracing } from './tracing';
import { traceJobRun } from './tracing-spans';

const MESSAGE = 'how many vacation days do I get, asks quokka-7731';
const QUERY_VALUE = 'query-value-8812';
/** A caller's W3C trace context: the request's span continues its trace. */
const CALLER = { traceId: '4bf92f3577b34da6a3ce929d0e0e4736', spanId: '00f067aa0ba902b7' };
const SPAN_KIND = { INTERNAL: 1, SERVER: 2, CLIENT: 3, CONSUMER: 5 };
const STATUS_ERROR = 2;

type TAnyValue = { stringValue?: string; intValue?: number | string; boolValue?: boolean };
interface TReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Record<string, string | number | boolean | undefined>;
  status?: { code?: number };
  events?: { name: string }[];
}

const valueOf = (v: TAnyValue) =>
  v.stringValue ?? (v.intValue === undefined ? v.boolValue : Number(v.intValue));
const attributesOf = (list: { key: string; value: TAnyValue }[] = []) =>
  Object.fromEntries(list.map(({ key, value }) => [key, valueOf(value)]));

/** A collector of OTLP/HTTP JSON: keeps each body as it came and the spans decoded from it. */
async function startReceiver() {
  const bodies: string[] = [];
  const spans: TReceivedSpan[] = [];
  const resources: Record<string, unknown>[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const body = (req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
      if (req.method !== 'POST' || req.url !== '/v1/traces') {
        res.writeHead(404).end();
        return;
      }
      bodies.push(body);
      const decoded = JSON.parse(body) as {
        resourceSpans: {
          resource?: { attributes?: { key: string; value: TAnyValue }[] };
          scopeSpans: { spans: (Omit<TReceivedSpan, 'attributes'> & { attributes?: [] })[] }[];
        }[];
      };
      for (const resourceSpans of decoded.resourceSpans) {
        resources.push(attributesOf(resourceSpans.resource?.attributes));
        for (const { spans: scoped } of resourceSpans.scopeSpans)
          for (const span of scoped) spans.push({ ...span, attributes: attributesOf(span.attributes) });
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    bodies,
    spans,
    resources,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** OpenTelemetry's packages but its API: an untraced process loads none of them. */
const require = createRequire(import.meta.url);
const SDK_PACKAGES = [
  '@opentelemetry/sdk-trace-node',
  '@opentelemetry/exporter-trace-otlp-http',
  '@opentelemetry/resources',
  '@opentelemetry/semantic-conventions',
];
const loadedSdkPackages = () => SDK_PACKAGES.filter((name) => require.resolve(name) in require.cache);

const silentLog = { info: vi.fn(), warn: vi.fn() };
const originalQuery = pg.Client.prototype.query;
const originalConnect = pg.Pool.prototype.connect;

describe('tracing without OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  it('loads none of the SDK and registers nothing: spans are the API no-ops', async () => {
    const tracing = await startTracing(testConfig(), silentLog);
    expect(loadedSdkPackages()).toEqual([]);
    const span = trace.getTracer('askhr').startSpan('probe');
    expect(span.isRecording()).toBe(false);
    expect(span.spanContext().traceId).toBe('00000000000000000000000000000000');
    span.end();
    await tracing.shutdown();
    expect(silentLog.info).not.toHaveBeenCalled();
  });

  it('is off with OTEL_SDK_DISABLED=true whatever the endpoint, and on with either endpoint variable', () => {
    const url = 'http://127.0.0.1:4318';
    expect(
      testConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: url, OTEL_SDK_DISABLED: 'true' }).tracing.isEnabled,
    ).toBe(false);
    expect(testConfig({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: `${url}/v1/traces` }).tracing.isEnabled).toBe(
      true,
    );
    expect(() => testConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'a collector' })).toThrow(
      /OTEL_EXPORTER_OTLP_ENDPOINT/,
    );
  });
});

describe('tracing with OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let tracing: TTracing;
  let t: TSeededTestApp;
  beforeAll(async () => {
    receiver = await startReceiver();
    const env = { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json' };
    // the exporter reads the endpoint and the protocol from the environment itself
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    tracing = await startTracing(testConfig(env), silentLog);
    t = await createTestApp({ seed: 'minimal', env });
  });
  afterAll(async () => {
    await t?.close();
    await tracing?.shutdown();
    vi.unstubAllEnvs();
    await receiver?.close();
  });

  /** Flushes until `pick` finds what it wants among the received spans. */
  async function received<T>(pick: (spans: TReceivedSpan[]) => T | undefined): Promise<T> {
    return vi.waitFor(
      async () => {
        await tracing.flush();
        const found = pick(receiver.spans);
        if (found === undefined) throw new Error('not received yet');
        return found;
      },
      { timeout: 15_000, interval: 100 },
    );
  }

  it('loaded the SDK and named the service', async () => {
    expect(loadedSdkPackages()).toEqual(SDK_PACKAGES);
    await trace.getTracer('askhr').startActiveSpan('probe', async (span) => span.end());
    await received((spans) => spans.find((s) => s.name === 'probe'));
    expect(receiver.resources[0]).toMatchObject({
      'service.name': 'askhr',
      'service.instance.id': expect.any(String),
      'askhr.role': 'api,worker',
    });
  });

  it('gives a portal request a SERVER span that continues the caller trace, its statements nested', async () => {
    const { id: tenantId, adminEmail } = t.seed.tenant;
    const res = await t.app.inject({
      url: `/api/Placeholders/Globals/ES?probe=${QUERY_VALUE}`,
      headers: {
        ...(await authHeaders(t, adminEmail, tenantId)),
        traceparent: `00-${CALLER.traceId}-${CALLER.spanId}-01`,
      },
    });
    expect(res.statusCode).toBe(200);
    const route = '/api/Placeholders/Globals/:countryCode';
    const request = await received((spans) => spans.find((s) => s.name === `GET ${route}`));
    expect(request).toMatchObject({
      traceId: CALLER.traceId,
      parentSpanId: CALLER.spanId,
      kind: SPAN_KIND.SERVER,
      attributes: {
        'http.request.method': 'GET',
        'http.route': route,
        'http.response.status_code': 200,
        'url.path': '/api/Placeholders/Globals/ES',
      },
    });
    if (t.database.kind !== 'postgres') return;
    const byId = new Map(receiver.spans.map((s) => [s.spanId, s]));
    const isUnder = (span: TReceivedSpan, ancestor: TReceivedSpan): boolean => {
      const parent = span.parentSpanId ? byId.get(span.parentSpanId) : undefined;
      return parent !== undefined && (parent.spanId === ancestor.spanId || isUnder(parent, ancestor));
    };
    const statement = await received((spans) =>
      spans.find((s) => s.kind === SPAN_KIND.CLIENT && s.traceId === request.traceId && isUnder(s, request)),
    );
    expect(statement.attributes).toMatchObject({
      'db.system.name': 'postgresql',
      'db.query.text': expect.stringMatching(/\$1/),
      'db.operation.name': expect.stringMatching(/^[A-Z]+$/),
    });
  });

  it('gives the ranking of a bot message a span with the tenant and the candidates, not the message', async () => {
    const tenantId = t.seed.tenant.id;
    const tokens = createDirectLineTokens(await getDirectLineKey(t.db), 60);
    const { token } = await tokens.issue({ customerId: tenantId, botUserId: 'tracing-1' });
    const started = await t.app.inject({
      method: 'POST',
      url: '/v3/directline/conversations',
      headers: { authorization: `Bearer ${token}` },
    });
    const { conversationId, token: bound } = started.json<{ conversationId: string; token: string }>();
    const posted = await t.app.inject({
      method: 'POST',
      url: `/v3/directline/conversations/${conversationId}/activities`,
      headers: { authorization: `Bearer ${bound}` },
      payload: { type: 'message', text: MESSAGE },
    });
    expect(posted.statusCode).toBe(200);
    const ranking = await received((spans) => spans.find((s) => s.name === 'understanding.rank'));
    expect(ranking.attributes).toEqual({
      'askhr.tenant.id': tenantId,
      'askhr.understanding.candidates': expect.any(Number),
    });
  });

  it('gives a job run a CONSUMER span, failed with the error of a failed run', async () => {
    const run = traceJobRun('tracing.probe', { id: 'job-1', retryCount: 2 }, () =>
      Promise.reject(new Error('the probe failed')),
    );
    await expect(run).rejects.toThrow('the probe failed');
    const job = await received((spans) => spans.find((s) => s.name === 'job tracing.probe'));
    expect(job).toMatchObject({
      kind: SPAN_KIND.CONSUMER,
      status: { code: STATUS_ERROR },
      attributes: { 'messaging.destination.name': 'tracing.probe', 'messaging.message.id': 'job-1' },
      events: [expect.objectContaining({ name: 'exception' })],
    });
  });

  it('sends no message text, no statement value and no query string', async () => {
    await tracing.flush();
    const everything = receiver.bodies.join('\n');
    expect(everything).not.toContain('quokka-7731');
    expect(everything).not.toContain(QUERY_VALUE);
    expect(everything).not.toContain(await identityOf(t, t.seed.tenant.adminEmail));
    expect(everything).not.toContain(t.seed.tenant.adminEmail);
  });
});

describe('tracing after its shutdown', () => {
  it('leaves the process as untraced as before, for the files that share this worker', () => {
    expect(pg.Client.prototype.query).toBe(originalQuery);
    expect(pg.Pool.prototype.connect).toBe(originalConnect);
    expect(trace.getTracer('askhr').startSpan('after').isRecording()).toBe(false);
  });
});
