import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../test/app';
import { redactUrl } from './request-log';

describe('redactUrl', () => {
  it('hides the values of secret query parameters and keeps the rest', () => {
    expect(redactUrl('/v3/directline/conversations/abc/stream?t=eyJ.secret&watermark=3')).toBe(
      '/v3/directline/conversations/abc/stream?t=[redacted]&watermark=3',
    );
    expect(redactUrl('/callback?code=c0de&state=st4te&iss=http%3A%2F%2Fx')).toBe(
      '/callback?code=[redacted]&state=[redacted]&iss=http%3A%2F%2Fx',
    );
    expect(redactUrl('/x?Password=hunter2&%74oken=abc&plain')).toBe(
      '/x?Password=[redacted]&%74oken=[redacted]&plain',
    );
    expect(redactUrl('/api/Questions/page?description=%E0%A4%A')).toBe(
      '/api/Questions/page?description=%E0%A4%A',
    );
  });
});

describe('request log', () => {
  let t: TTestApp;
  let output = '';
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
    t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: stream });
  });
  afterAll(() => t.close());

  const linesOf = (text: string) =>
    text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { level: number; msg: string });

  it('writes one line per request, without probes and without secrets', async () => {
    output = '';
    await t.app.inject('/health');
    await t.app.inject('/ready');
    await t.app.inject('/v3/directline/conversations/abc/stream?t=SECRET-STREAM-TOKEN');
    await t.app.inject('/api/Questions/page?description=vacation&token=SECRET-TOKEN');
    await t.app.inject({
      method: 'POST',
      url: '/oidc/interaction/unknown/login?code=SECRET-CODE&state=SECRET-STATE',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40b.c&password=SECRET-PASSWORD',
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(output).not.toMatch(/SECRET/);
    const requestLines = linesOf(output).filter((line) => /^(GET|POST) /.test(line.msg));
    expect(requestLines.map((line) => line.msg.replace(/ \d+ ms$/, ''))).toEqual([
      'GET /v3/directline/conversations/abc/stream?t=[redacted] 403',
      'GET /api/Questions/page?description=vacation&token=[redacted] 401',
      'POST /oidc/interaction/unknown/login?code=[redacted]&state=[redacted] 400',
    ]);
    expect(linesOf(output).some((line) => /incoming request|request completed/.test(line.msg))).toBe(false);
  });
});
