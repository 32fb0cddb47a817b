import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { methodAndPath } from '@askhr/shared/access/api-route';
import { API_ROUTES } from '@askhr/shared/access/api-routes';
import { createTestApp, type TTestApp } from './test/app';

describe('app', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers health and readiness', async () => {
    expect((await t.app.inject('/health')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('publishes the OpenAPI document', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
  });

  it('serves every route of the API catalogue, listed in the API docs under its tag and summary', async () => {
    const { paths } = (await t.app.inject('/api/docs/json')).json() as {
      paths: Record<string, Record<string, { tags: string[]; summary: string }>>;
    };
    for (const [id, route] of Object.entries(API_ROUTES)) {
      const { method, path } = methodAndPath(route);
      const operation = paths[path.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
      expect(operation, id).toMatchObject({ tags: [route.tag], summary: route.summary });
    }
  });

  it('sets security headers', async () => {
    const res = await t.app.inject('/health');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers unknown API routes with the error shape', async () => {
    const res = await t.app.inject('/api/Nothing/here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No route GET /api/Nothing/here.' } });
  });
});

describe('framework errors', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers an overlong route parameter with the error shape', async () => {
    const res = await t.app.inject(`/api/CustomSettings/Key/${'x'.repeat(200)}`);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().error.code).toBeTypeOf('string');
  });

  it('answers a URL too large for the HTTP parser with the error shape', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () =>
        socket.write(
          `GET /api/Questions/page?description=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
        ),
      );
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('close', () => resolve(data));
      socket.on('error', reject);
    });
    const [head, body] = raw.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head).toContain('Content-Type: application/json');
    expect(JSON.parse(body!)).toEqual({ error: { code: 'HEADERS_TOO_LARGE', message: expect.any(String) } });
  });

  it('asks for sign-in before it validates anything', async () => {
    const res = await t.app.inject('/api/CustomSettings/Key/%00bad');
    expect(res.statusCode).toBe(401);
  });
});

describe('the portal under another name of this machine', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const open = (host: string, url = '/questions/?x=1', accept = 'text/html') =>
    t.app.inject({ url, headers: { host, accept } });

  it('sends a browser at 127.0.0.1 or [::1] to the public address, where sign-in works', async () => {
    for (const host of ['127.0.0.1:3000', '[::1]:3000', '127.0.0.2:3000']) {
      const res = await open(host);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('http://localhost:3000/questions/?x=1');
    }
  });

  it('leaves the public address, other host names and API clients alone', async () => {
    expect((await open('localhost:3000', '/health')).statusCode).toBe(200);
    expect((await open('portal.example.com', '/health')).statusCode).toBe(200);
    expect((await open('127.0.0.1:3000', '/health')).statusCode).toBe(200);
    expect((await open('127.0.0.1:3000', '/api/Users/current', 'application/json')).statusCode).toBe(401);
  });
});
