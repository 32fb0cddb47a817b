import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { createTestDatabase } from './test/db';
import { testConfig } from './test/app';
import type { TDatabase } from './db/client';

describe('serving the portal', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'askhr-dist-'));
  let app: Awaited<ReturnType<typeof buildApp>>;
  let database: TDatabase;
  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>portal</title>');
    fs.writeFileSync(path.join(dist, 'assets', 'app-1.js'), 'console.log(1)');
    database = await createTestDatabase();
    app = await buildApp({ config: testConfig(), database, webDist: dist, logger: false });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves the app at / and at deep links, never cached', async () => {
    for (const url of ['/', '/question/12', '/placeholder/3', '/reviewUtterances/']) {
      const res = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>portal</title>');
    }
  });

  it('serves hashed bundles as immutable, including ones built after start', async () => {
    const res = await app.inject('/assets/app-1.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    fs.writeFileSync(path.join(dist, 'assets', 'app-2.js'), 'console.log(2)');
    expect((await app.inject('/assets/app-2.js')).statusCode).toBe(200);
  });

  it('answers a missing bundle and API paths with 404, not the app', async () => {
    const missing = await app.inject({ url: '/assets/nope.js', headers: { accept: '*/*' } });
    expect(missing.statusCode).toBe(404);
    const api = await app.inject({ url: '/api/Nope', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('NOT_FOUND');
  });

  it('still routes the API beside the wildcard', async () => {
    expect((await app.inject('/api/ClientConfiguration/')).statusCode).toBe(200);
    expect((await app.inject('/health')).statusCode).toBe(200);
  });
});
