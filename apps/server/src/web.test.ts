import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { createTestDatabase } from './test/db';
import { testConfig } from './test/app';
import type { TDatabase } from './db/client';

const bundle = `export const words = ${JSON.stringify('lorem ipsum dolor sit amet '.repeat(400))};`;

describe('serving the portal', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'askhr-dist-'));
  let app: Awaited<ReturnType<typeof buildApp>>;
  let database: TDatabase;
  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    // above the compression threshold, as the built page is
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      `<!doctype html><head><title>portal</title></head><body>${'<p>portal</p>'.repeat(100)}</body>`,
    );
    fs.writeFileSync(path.join(dist, 'assets', 'app-1.js'), 'console.log(1)');
    // what the build lists for each page beyond the shell (apps/web/vite-plugins.ts)
    fs.writeFileSync(
      path.join(dist, 'page-preloads.json'),
      JSON.stringify({
        pages: [
          { path: '/', scripts: ['assets/home-1.js'], styles: [] },
          {
            path: '/question/:id',
            scripts: ['assets/question-1.js', 'assets/editor-1.js'],
            styles: ['assets/question-1.css'],
          },
          { path: '/documents/*', scripts: ['assets/documents-1.js'], styles: [] },
        ],
      }),
    );
    // what the portal's build writes beside each bundle
    fs.writeFileSync(path.join(dist, 'assets', 'big-1.js'), bundle);
    fs.writeFileSync(path.join(dist, 'assets', 'big-1.js.br'), zlib.brotliCompressSync(bundle));
    fs.writeFileSync(path.join(dist, 'assets', 'big-1.js.gz'), zlib.gzipSync(bundle));
    database = await createTestDatabase();
    app = await buildApp({ config: testConfig(), database, webDist: dist, logger: false });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves the app at / and at deep links with its client configuration, never cached', async () => {
    for (const url of ['/', '/index.html', '/question/12', '/placeholder/3', '/reviewUtterances/']) {
      const res = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body).toContain('<title>portal</title>');
      const block = res.body.match(
        /<script type="application\/json" id="client-configuration">(.*?)<\/script>/,
      );
      expect(JSON.parse(block![1]!), url).toEqual((await app.inject('/api/ClientConfiguration/')).json());
    }
  });

  it("names the code of the page at the address, so that it downloads with the shell's", async () => {
    const preloads = async (url: string) =>
      [
        ...(await app.inject({ url, headers: { accept: 'text/html' } })).body.matchAll(
          /<link rel="(?:modulepreload|preload)"[^>]*href="([^"]+)"/g,
        ),
      ].map((m) => m[1]);
    expect(await preloads('/')).toEqual(['/assets/home-1.js']);
    expect(await preloads('/index.html')).toEqual(['/assets/home-1.js']);
    expect(await preloads('/question/12?from=list')).toEqual([
      '/assets/question-1.js',
      '/assets/editor-1.js',
      '/assets/question-1.css',
    ]);
    expect(await preloads('/Question/12/')).toHaveLength(3);
    expect(await preloads('/documents/team-member')).toEqual(['/assets/documents-1.js']);
    expect(await preloads('/documents')).toEqual(['/assets/documents-1.js']);
    // another page, or an address no page has: nothing beyond the shell
    expect(await preloads('/question/12/history')).toEqual([]);
    expect(await preloads('/nowhere')).toEqual([]);
  });

  it('writes the configuration so that no value can close its element', async () => {
    const config = testConfig();
    config.productName = 'Ask</script><script>alert(1)</script>';
    const other = await buildApp({ config, database, webDist: dist, logger: false });
    try {
      const res = await other.inject({ url: '/', headers: { accept: 'text/html' } });
      expect(res.body.match(/<\/script>/g)).toHaveLength(1);
      expect(res.body).toContain('Ask\\u003c/script>');
    } finally {
      await other.close();
    }
  });

  it('serves hashed bundles as immutable, including ones built after start', async () => {
    const res = await app.inject('/assets/app-1.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    fs.writeFileSync(path.join(dist, 'assets', 'app-2.js'), 'console.log(2)');
    expect((await app.inject('/assets/app-2.js')).statusCode).toBe(200);
  });

  it('serves the bundles precompressed at build time: brotli when accepted, else gzip, else as built', async () => {
    const get = (acceptEncoding?: string) =>
      app.inject({
        url: '/assets/big-1.js',
        headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
      });
    const br = await get('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    // the file the build wrote, not compressed again per request
    expect(br.rawPayload).toEqual(fs.readFileSync(path.join(dist, 'assets', 'big-1.js.br')));
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(bundle);
    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload).toEqual(fs.readFileSync(path.join(dist, 'assets', 'big-1.js.gz')));
    for (const res of [await get('identity'), await get()]) {
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe(bundle);
    }
    for (const res of [br, gzip]) {
      expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(res.rawPayload.length).toBeLessThan(bundle.length / 10);
    }
  });

  it('serves the app compressed too, at / and at deep links, never cached', async () => {
    for (const url of ['/', '/question/12']) {
      const res = await app.inject({ url, headers: { accept: 'text/html', 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers.vary, url).toMatch(/accept-encoding/i);
      expect(zlib.brotliDecompressSync(res.rawPayload).toString(), url).toContain('<title>portal</title>');
    }
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
