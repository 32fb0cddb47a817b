import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompress } from './precompress.mjs';

describe('precompress', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'askhr-precompress-'));
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  it('writes brotli and gzip files beside each script and style sheet, not beside the page, source maps, images or the manifest', async () => {
    const script = `export const text = ${JSON.stringify('portal '.repeat(500))};`;
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>portal</title>');
    fs.writeFileSync(path.join(dist, 'assets', 'app-1.js'), script);
    fs.writeFileSync(path.join(dist, 'assets', 'app-1.css'), 'body { color: black }');
    fs.writeFileSync(path.join(dist, 'assets', 'app-1.js.map'), '{}');
    fs.writeFileSync(path.join(dist, 'assets', 'logo.png'), Buffer.from([0x89, 0x50]));
    fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}');

    const files = await precompress(dist);

    expect(files.map((f) => f.file).sort()).toEqual(['assets/app-1.css', 'assets/app-1.js']);
    const js = path.join(dist, 'assets', 'app-1.js');
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(zlib.gunzipSync(fs.readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(fs.statSync(`${js}.br`).size).toBeLessThan(script.length / 10);
    // the page is rendered per request (with the client configuration), and compressed as it goes out
    for (const skipped of ['index.html', 'assets/app-1.js.map', 'assets/logo.png', '.vite/manifest.json'])
      expect(fs.existsSync(path.join(dist, `${skipped}.br`)), skipped).toBe(false);
  });
});
