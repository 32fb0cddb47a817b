import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@askhr/shared/access/permissions';
import { createTenant } from '../../test/factories';
import {
  createDemoTestApp,
  expectApiError,
  getAs,
  memberWith,
  type TDemoTestApp,
} from '../access/access-test-kit';

describe('custom settings routes', () => {
  let t: TDemoTestApp;
  let globexOnly: string;
  beforeAll(async () => {
    t = await createDemoTestApp();
    globexOnly = await memberWith(t, t.globexId, [...PERMISSIONS]);
  });
  afterAll(() => t.close());

  describe('GET /api/CustomSettings/', () => {
    it("lists the tenant's settings to every member", async () => {
      const res = await getAs(t, '/api/CustomSettings/', 'webchat@acme.test', t.acmeId);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        { key: 'LogoFileName', value: 'acme.svg' },
        { key: 'ReportsTimeZone', value: 'Europe/Madrid' },
      ]);
      const globex = await getAs(t, '/api/CustomSettings/', 'admin@acme.test', t.globexId);
      expect(globex.json()).toContainEqual({ key: 'LogoFileName', value: 'globex.svg' });
    });

    it('refuses a member of another tenant and a bad X-Tenant-Id', async () => {
      expectApiError(await getAs(t, '/api/CustomSettings/', globexOnly, t.acmeId), 403, 'FORBIDDEN');
      expectApiError(await getAs(t, '/api/CustomSettings/', 'admin@acme.test', '1.5'), 400, 'VALIDATION');
    });
  });

  describe('GET /api/CustomSettings/Key/{key}', () => {
    it('gives one setting', async () => {
      const res = await getAs(t, '/api/CustomSettings/Key/LogoFileName', 'reviewer@acme.test', t.acmeId);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ key: 'LogoFileName', value: 'acme.svg' });
    });

    it('answers 404 with the error shape for a setting that is not set', async () => {
      const res = await getAs(t, '/api/CustomSettings/Key/NoSuchSetting', 'admin@acme.test', t.acmeId);
      expectApiError(res, 404, 'NOT_FOUND');
    });

    it('refuses a key that cannot be one', async () => {
      const res = await getAs(t, '/api/CustomSettings/Key/Logo%20File%3B', 'admin@acme.test', t.acmeId);
      expectApiError(res, 400, 'VALIDATION');
      expect(res.json().error.fields).toHaveProperty('key');
    });

    it("never shows another tenant's setting", async () => {
      const res = await getAs(t, '/api/CustomSettings/Key/LogoFileName', globexOnly, t.acmeId);
      expectApiError(res, 403, 'FORBIDDEN');
      const own = await getAs(t, '/api/CustomSettings/Key/LogoFileName', globexOnly, t.globexId);
      expect(own.json()).toEqual({ key: 'LogoFileName', value: 'globex.svg' });
    });

    it('refuses a bad X-Tenant-Id', async () => {
      const res = await getAs(t, '/api/CustomSettings/Key/LogoFileName', 'admin@acme.test', 'x');
      expectApiError(res, 400, 'VALIDATION');
    });
  });

  describe('GET /api/CustomSettings/Timezone', () => {
    it('gives the report time zone of the tenant', async () => {
      const acme = await getAs(t, '/api/CustomSettings/Timezone', 'webchat@acme.test', t.acmeId);
      expect(acme.statusCode).toBe(200);
      expect(acme.json()).toEqual({ reportsTimeZone: 'Europe/Madrid' });
      const globex = await getAs(t, '/api/CustomSettings/Timezone', 'admin@acme.test', t.globexId);
      expect(globex.json()).toEqual({ reportsTimeZone: 'Europe/London' });
    });

    it('falls back to UTC', async () => {
      const bare = await createTenant(t.db);
      const email = await memberWith(t, bare.id, []);
      expect((await getAs(t, '/api/CustomSettings/Timezone', email, bare.id)).json()).toEqual({
        reportsTimeZone: 'UTC',
      });
    });

    it('refuses a member of another tenant and a bad X-Tenant-Id', async () => {
      expectApiError(await getAs(t, '/api/CustomSettings/Timezone', globexOnly, t.acmeId), 403, 'FORBIDDEN');
      expectApiError(
        await getAs(t, '/api/CustomSettings/Timezone', 'admin@acme.test', '+1'),
        400,
        'VALIDATION',
      );
    });
  });

  describe('logos', () => {
    it('serves the logo of every demo tenant publicly, as SVG', async () => {
      for (const tenant of [t.acmeId, t.globexId]) {
        const setting = await getAs(t, '/api/CustomSettings/Key/LogoFileName', 'admin@acme.test', tenant);
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
