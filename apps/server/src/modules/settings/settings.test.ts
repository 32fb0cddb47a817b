import { beforeAll, describe, expect, it } from 'vitest';
import { SETTING_KEYS } from '@askhr/shared/tenancy/tenancy.constants';
import { DEMO_TENANTS } from '../../demo/seed/demo-data';
import { useTestApp } from '../../test/app';
import { useMembers } from '../../test/kits/members';
import { createSettings } from '../../test/factories/settings';
import { createTenant } from '../../test/factories/tenants';
import { expectApiError, getAs, memberWith } from '../../test/kits/access';

describe('custom settings routes', () => {
  const t = useTestApp({ seed: 'minimal' });
  const who = useMembers(t, ['reviewer', 'webchatOnly']);
  beforeAll(async () => {
    await createSettings(t.db, who.tenantId, {
      [SETTING_KEYS.logoFileName]: 'acme.svg',
      [SETTING_KEYS.reportsTimeZone]: 'Europe/Madrid',
    });
    await createSettings(t.db, who.otherId, {
      [SETTING_KEYS.logoFileName]: 'globex.svg',
      [SETTING_KEYS.reportsTimeZone]: 'Europe/London',
    });
  });

  describe('GET /api/CustomSettings/', () => {
    it("lists the tenant's settings to every member", async () => {
      const res = await getAs(t, '/api/CustomSettings/', who.webchatOnly, who.tenantId);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        { key: 'LogoFileName', value: 'acme.svg' },
        { key: 'ReportsTimeZone', value: 'Europe/Madrid' },
      ]);
      const other = await getAs(t, '/api/CustomSettings/', who.otherAdmin, who.otherId);
      expect(other.json()).toContainEqual({ key: 'LogoFileName', value: 'globex.svg' });
    });

    it('refuses a member of another tenant and a bad X-Tenant-Id', async () => {
      expectApiError(await getAs(t, '/api/CustomSettings/', who.otherAdmin, who.tenantId), 403, 'FORBIDDEN');
      expectApiError(await getAs(t, '/api/CustomSettings/', who.admin, '1.5'), 400, 'VALIDATION');
    });
  });

  describe('GET /api/CustomSettings/Key/{key}', () => {
    it('gives one setting', async () => {
      const res = await getAs(t, '/api/CustomSettings/Key/LogoFileName', who.reviewer, who.tenantId);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ key: 'LogoFileName', value: 'acme.svg' });
    });

    it('answers 404 with the error shape for a setting that is not set', async () => {
      const res = await getAs(t, '/api/CustomSettings/Key/NoSuchSetting', who.admin, who.tenantId);
      expectApiError(res, 404, 'NOT_FOUND');
    });

    it('refuses a key that cannot be one', async () => {
      const res = await getAs(t, '/api/CustomSettings/Key/Logo%20File%3B', who.admin, who.tenantId);
      expectApiError(res, 400, 'VALIDATION');
      expect(res.json().error.fields).toHaveProperty('key');
    });

    it("never shows another tenant's setting", async () => {
      const res = await getAs(t, '/api/CustomSettings/Key/LogoFileName', who.otherAdmin, who.tenantId);
      expectApiError(res, 403, 'FORBIDDEN');
      const own = await getAs(t, '/api/CustomSettings/Key/LogoFileName', who.otherAdmin, who.otherId);
      expect(own.json()).toEqual({ key: 'LogoFileName', value: 'globex.svg' });
    });

    it('refuses a bad X-Tenant-Id', async () => {
      const res = await getAs(t, '/api/CustomSettings/Key/LogoFileName', who.admin, 'x');
      expectApiError(res, 400, 'VALIDATION');
    });
  });

  describe('GET /api/CustomSettings/Timezone', () => {
    it('gives the report time zone of the tenant', async () => {
      const own = await getAs(t, '/api/CustomSettings/Timezone', who.webchatOnly, who.tenantId);
      expect(own.statusCode).toBe(200);
      expect(own.json()).toEqual({ reportsTimeZone: 'Europe/Madrid' });
      const other = await getAs(t, '/api/CustomSettings/Timezone', who.otherAdmin, who.otherId);
      expect(other.json()).toEqual({ reportsTimeZone: 'Europe/London' });
    });

    it('falls back to UTC', async () => {
      const bare = await createTenant(t.db);
      const email = await memberWith(t, bare.id, []);
      expect((await getAs(t, '/api/CustomSettings/Timezone', email, bare.id)).json()).toEqual({
        reportsTimeZone: 'UTC',
      });
    });

    it('refuses a member of another tenant and a bad X-Tenant-Id', async () => {
      expectApiError(
        await getAs(t, '/api/CustomSettings/Timezone', who.otherAdmin, who.tenantId),
        403,
        'FORBIDDEN',
      );
      expectApiError(await getAs(t, '/api/CustomSettings/Timezone', who.admin, '+1'), 400, 'VALIDATION');
    });
  });

  describe('logos', () => {
    it('serves the logo of every demo tenant publicly, as SVG', async () => {
      for (const demo of DEMO_TENANTS) {
        const logo = await createTenant(t.db);
        const email = await memberWith(t, logo.id, []);
        const fileName = demo.settings[SETTING_KEYS.logoFileName]!;
        await createSettings(t.db, logo.id, { [SETTING_KEYS.logoFileName]: fileName });
        const setting = await getAs(t, '/api/CustomSettings/Key/LogoFileName', email, logo.id);
        const res = await t.app.inject(`/logos/${setting.json().value}`);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toContain('image/svg+xml');
        expect(res.body).toContain('<svg');
      }
    });

    it.each([
      '/logos/../package.json',
      '/logos/..%2fpackage.json',
      '/logos/%2e%2e/%2e%2e/package.json',
      '/logos/..%5c..%5cpackage.json',
      '/logos/%2fetc%2fpasswd',
      '/logos//etc/passwd',
      '/logos/.gitkeep',
      '/logos/missing.svg',
      '/logos/acme.svg%00.png',
      '/logos/',
    ])('serves nothing outside the logos: %s', async (url) => {
      const res = await t.app.inject(url);
      expect([403, 404]).toContain(res.statusCode);
      expect(res.body).not.toContain('"name"');
      expect(res.json()).toEqual({ error: { code: expect.any(String), message: expect.any(String) } });
    });
  });
});
