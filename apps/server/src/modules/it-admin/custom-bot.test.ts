import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@askhr/shared/access/permissions';
import {
  DEFAULT_ACCENT_COLOR,
  ICON_TYPE_MESSAGE,
  type TCustomBot,
} from '@askhr/shared/it-admin/custom-bot.schemas';
import { createTestApp, type TTestApp } from '../../test/app';
import { createTenant } from '../../test/factories/tenants';
import { expectApiError, memberWith } from '../../test/kits/access';
import { imageBase64, requestIn } from '../../test/kits/it-admin';
import { STALE_CUSTOM_BOT_MESSAGE } from './custom-bot.service';

const form = (overrides: object = {}) => ({
  name: { short: 'Ask Acme', full: 'Ask Acme, the Acme workplace assistant' },
  description: { short: 'HR and IT answers in Teams.', full: 'Ask about time off, payroll and laptops.' },
  accentColor: '#0A7',
  ...overrides,
});

describe('Teams package routes', () => {
  let t: TTestApp;
  let tenantId: number;
  let admin: string;
  const as = (email: string, options: Parameters<typeof requestIn>[3], tenant = tenantId) =>
    requestIn(t, tenant, email, options);
  const save = (payload: object, email = admin, tenant?: number) =>
    as(email, { method: 'POST', url: '/api/CustomBot/', payload }, tenant);
  const current = async () =>
    (await as(admin, { method: 'GET', url: '/api/CustomBot/' })).json() as TCustomBot;

  beforeAll(async () => {
    t = await createTestApp();
    tenantId = (await createTenant(t.db, { features: ['CustomBot'] })).id;
    admin = await memberWith(t, tenantId, ['it-admin']);
  });
  afterAll(() => t.close());

  it('gives the defaults until the tenant saves its own package', async () => {
    const defaults = await as(admin, { method: 'GET', url: '/api/CustomBot/default' });
    expect(defaults.statusCode).toBe(200);
    const bot = await current();
    expect(bot).toEqual(defaults.json());
    expect(bot).toMatchObject({
      customBotId: 0,
      accentColor: DEFAULT_ACCENT_COLOR,
      icons: { color: 'color.png', outline: 'outline.png' },
      version: 0,
    });
    expect(bot.name.short.length).toBeGreaterThan(0);
  });

  it('saves names, descriptions, colour and redrawn icons, and updates them from the version read', async () => {
    const res = await save(
      form({
        iconsColorFile: `data:image/jpeg;base64,${await imageBase64('jpeg')}`,
        iconsOutlineFile: await imageBase64('gif', 64, 64, '#FFFFFF'),
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const saved = await current();
    expect(saved).toMatchObject({ ...form(), customBotId: res.json().id, version: 1 });
    const outline = saved.iconsOutlineFile;

    // a second save without an icon keeps the icons, and a bad colour becomes the default
    const again = await save(form({ accentColor: 'teal', version: 1 }));
    expect(again.json()).toEqual({ id: saved.customBotId, version: 2 });
    expect(await current()).toMatchObject({ accentColor: DEFAULT_ACCENT_COLOR, iconsOutlineFile: outline });
  });

  it('answers 409 to a save made from a stale version, or a first save when one exists', async () => {
    const { version } = await current();
    expect((await save(form({ version }))).statusCode).toBe(200);
    const stale = await save(form({ version }));
    expectApiError(stale, 409, 'CONFLICT');
    expect(stale.json().error.message).toBe(STALE_CUSTOM_BOT_MESSAGE);
    expectApiError(await save(form()), 409, 'CONFLICT');
  });

  it('refuses images that are not PNG, GIF or JPEG, and changes nothing', async () => {
    const before = await current();
    for (const icon of [
      `data:image/webp;base64,${await imageBase64('png')}`,
      await imageBase64('webp'),
      Buffer.from('not an image at all').toString('base64'),
    ]) {
      const res = await save(
        form({ version: before.version, iconsColorFile: icon, name: { short: 'X', full: 'Y' } }),
      );
      expectApiError(res, 400, 'VALIDATION');
      expect(JSON.stringify(res.json().error.fields)).toContain(ICON_TYPE_MESSAGE);
    }
    expect(await current()).toEqual(before);
  });

  it('refuses empty and overlong names with a message per field', async () => {
    const res = await save(form({ name: { short: '  ', full: 'x'.repeat(101) } }));
    expectApiError(res, 400, 'VALIDATION');
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['name.full', 'name.short']);
  });

  it('needs it-admin and the CustomBot feature, and never shows another tenant its package', async () => {
    const withoutPermission = await memberWith(
      t,
      tenantId,
      PERMISSIONS.filter((p) => p !== 'it-admin'),
    );
    for (const url of ['/api/CustomBot/', '/api/CustomBot/default', '/api/CustomBot/download'])
      expectApiError(await as(withoutPermission, { method: 'GET', url }), 403, 'FORBIDDEN');
    expectApiError(await save(form(), withoutPermission), 403, 'FORBIDDEN');

    const plain = (await createTenant(t.db)).id;
    const plainAdmin = await memberWith(t, plain, ['it-admin']);
    expectApiError(await as(plainAdmin, { method: 'GET', url: '/api/CustomBot/' }, plain), 403, 'FORBIDDEN');

    const other = (await createTenant(t.db, { features: ['CustomBot'] })).id;
    const otherAdmin = await memberWith(t, other, ['it-admin']);
    const foreign = await as(otherAdmin, { method: 'GET', url: '/api/CustomBot/' });
    expectApiError(foreign, 403, 'FORBIDDEN');
    expectApiError(await save(form(), otherAdmin), 403, 'FORBIDDEN');
    const own = (await as(otherAdmin, { method: 'GET', url: '/api/CustomBot/' }, other)).json() as TCustomBot;
    expect(own.customBotId).toBe(0);
  });
});
