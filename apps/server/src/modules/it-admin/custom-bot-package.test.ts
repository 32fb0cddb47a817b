import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/app';
import { createTenant } from '../../test/factories/tenants';
import { memberWith } from '../../test/kits/access';
import { imageBase64, requestIn } from '../../test/kits/it-admin';
import { BOT_SCOPES, MANIFEST_SCHEMA } from './custom-bot-package';

const APP_ID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type TTexts = { short: string; full: string };
type TManifest = Record<string, unknown> & {
  id: string;
  version: string;
  accentColor: string;
  name: TTexts;
  description: TTexts;
};

/** Reads a downloaded package back: its files, the manifest parsed. */
function unpack(body: Buffer) {
  const files = unzipSync(new Uint8Array(body));
  const manifest = JSON.parse(new TextDecoder().decode(files['manifest.json'])) as TManifest;
  return { files, manifest };
}

async function pixelAt(png: Uint8Array, x: number, y: number) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * 4;
  return { alpha: data[i + 3], red: data[i] };
}

describe('GET /api/CustomBot/download: the Teams package', () => {
  let t: TTestApp;
  let tenantId: number;
  let admin: string;
  const download = () => requestIn(t, tenantId, admin, { method: 'GET', url: '/api/CustomBot/download' });

  beforeAll(async () => {
    t = await createTestApp({ env: { MICROSOFT_APP_ID: APP_ID, PUBLIC_URL: 'https://askhr.acme.test' } });
    tenantId = (await createTenant(t.db, { features: ['CustomBot'] })).id;
    admin = await memberWith(t, tenantId, ['it-admin']);
  });
  afterAll(() => t.close());

  it('is a zip with a valid manifest and both icons, also before anything was customised', async () => {
    const res = await download();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+-teams\.zip"$/);
    const { files, manifest } = unpack(res.rawPayload);
    expect(Object.keys(files).sort()).toEqual(['color.png', 'manifest.json', 'outline.png']);
    expect(manifest).toMatchObject({
      $schema: MANIFEST_SCHEMA,
      manifestVersion: '1.17',
      icons: { color: 'color.png', outline: 'outline.png' },
      bots: [{ botId: APP_ID, scopes: [...BOT_SCOPES] }],
      validDomains: ['askhr.acme.test'],
      developer: { websiteUrl: 'https://askhr.acme.test' },
    });
    expect(manifest.id).toMatch(GUID);
    expect(manifest.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(manifest.accentColor).toMatch(/^#[0-9A-F]{6}$/);
    for (const texts of [manifest.name, manifest.description])
      expect(texts).toEqual({ short: expect.any(String), full: expect.any(String) });
  });

  it('carries what the tenant saved: names, the colour in six digits, icons at 192 and 32 pixels', async () => {
    const saved = await requestIn(t, tenantId, admin, {
      method: 'POST',
      url: '/api/CustomBot/',
      payload: {
        name: { short: 'Ask Acme', full: 'Ask Acme, the workplace assistant' },
        description: { short: 'HR answers', full: 'HR and IT answers for Acme employees.' },
        accentColor: '#0a7',
        iconsColorFile: await imageBase64('png', 1000, 500),
        iconsOutlineFile: await imageBase64('jpeg', 100, 100, '#FFFFFF'),
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { files, manifest } = unpack((await download()).rawPayload);
    expect(manifest.name).toEqual({ short: 'Ask Acme', full: 'Ask Acme, the workplace assistant' });
    expect(manifest.description.full).toBe('HR and IT answers for Acme employees.');
    expect(manifest.accentColor).toBe('#00AA77');
    expect(manifest.version).toBe('1.0.1');

    const color = await sharp(files['color.png']).metadata();
    expect([color.format, color.width, color.height]).toEqual(['png', 192, 192]);
    // 48 px of transparent padding around the artwork, the artwork itself opaque
    expect((await pixelAt(files['color.png']!, 47, 96)).alpha).toBe(0);
    expect((await pixelAt(files['color.png']!, 96, 47)).alpha).toBe(0);
    expect((await pixelAt(files['color.png']!, 96, 96)).alpha).toBe(255);
    expect((await pixelAt(files['color.png']!, 144, 96)).alpha).toBe(0);
    const outline = await sharp(files['outline.png']).metadata();
    expect([outline.format, outline.width, outline.height]).toEqual(['png', 32, 32]);
  });
});
