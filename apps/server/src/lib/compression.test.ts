import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQuestion } from '../test/factories/questions';
import { authHeaders } from '../test/kits/access';
import { createTestApp, type TSeededTestApp } from '../test/app';
import { TENANT_ADMIN } from '../test/minimal-seed';
import { COMPRESSION_THRESHOLD } from './compression';

describe('compressed API responses', () => {
  let t: TSeededTestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'minimal' });
    // a page of questions well above the threshold
    for (let i = 1; i <= 15; i += 1)
      await createQuestion(t.db, t.seed.tenant.id, {
        text: `How do I claim expense number ${i}?`,
        description: 'Receipts, mileage and per diems: who approves them and when they are paid. '.repeat(3),
      });
  });
  afterAll(() => t.close());

  const get = async (url: string, acceptEncoding?: string) =>
    t.app.inject({
      url,
      headers: {
        ...(await authHeaders(t, TENANT_ADMIN, t.seed.tenant.id)),
        ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
      },
    });
  const questions = '/api/Questions/page?pageSize=50';

  it('compresses a large JSON response with brotli (quality 4) when accepted, else gzip', async () => {
    const plain = await get(questions);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD);

    const br = await get(questions, 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

    const gzip = await get(questions, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves a response below the threshold as it is', async () => {
    const res = await get('/api/Countries/Active', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toContainEqual(expect.objectContaining({ code: 'ES' }));
  });

  it('keeps a CSV export a download, compressed in transit', async () => {
    const res = await get('/api/Reports/UsageReport?start=2025-07-01&end=2025-07-31', 'gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="export.csv"');
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(res.rawPayload).toString().split('\n')[0]).toMatch(/,/);
  });
});
