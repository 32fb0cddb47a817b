import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURES, PERMISSIONS } from '@askhr/shared/access/permissions';
import { createTestApp } from '../../test/app';
import { createTenant } from '../../test/factories';
import {
  createDemoTestApp,
  expectApiError,
  getAs,
  memberWith,
  type TDemoTestApp,
} from '../access/access-test-kit';

describe('tenancy routes', () => {
  let t: TDemoTestApp;
  let globexOnly: string;
  beforeAll(async () => {
    t = await createDemoTestApp();
    globexOnly = await memberWith(t, t.globexId, [...PERMISSIONS]);
  });
  afterAll(() => t.close());

  describe('GET /api/ClientConfiguration/', () => {
    it('tells anyone, without a token, how to sign in with the embedded provider', async () => {
      const res = await t.app.inject('/api/ClientConfiguration/');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        authority: 'http://localhost:3000/oidc',
        clientId: 'portal',
        audience: 'http://localhost:3000/api',
        scope: 'openid profile email offline_access',
        embedded: true,
        helpWidgetUrl: null,
        supportEmail: 'support@askhr.example',
        productName: 'AskHR',
      });
    });

    it('names an external provider when one is configured', async () => {
      const external = await createTestApp({
        OIDC_ISSUER: 'https://login.example.com/tenant',
        OIDC_AUDIENCE: 'api://askhr',
        OIDC_CLIENT_ID: 'askhr-portal',
        HELP_WIDGET_URL: 'https://help.example.com/widget',
      });
      try {
        const body = (await external.app.inject('/api/ClientConfiguration/')).json();
        expect(body).toMatchObject({
          authority: 'https://login.example.com/tenant',
          audience: 'api://askhr',
          clientId: 'askhr-portal',
          embedded: false,
          helpWidgetUrl: 'https://help.example.com/widget',
        });
      } finally {
        await external.close();
      }
    });
  });

  describe('GET /api/Permissions/', () => {
    it('lists the union of the permissions of the user roles, sorted', async () => {
      const admin = await getAs(t, '/api/Permissions/', 'admin@acme.test', t.acmeId);
      expect(admin.statusCode).toBe(200);
      expect(admin.json()).toEqual([...PERMISSIONS].sort());
      const reviewer = await getAs(t, '/api/Permissions/', 'reviewer@acme.test', t.acmeId);
      expect(reviewer.json()).toEqual(['admin-user', 'normal-user', 'view-feedback']);
    });

    it('answers every member, even one without the general permission', async () => {
      const res = await getAs(t, '/api/Permissions/', 'webchat@acme.test', t.acmeId);
      expect(res.json()).toEqual(['portal-webchat']);
      const empty = await getAs(t, '/api/Permissions/', await memberWith(t, t.acmeId, []), t.acmeId);
      expect(empty.json()).toEqual([]);
    });

    it('gives the permissions of the tenant asked for, not of another one', async () => {
      const res = await getAs(t, '/api/Permissions/', 'admin@acme.test', t.globexId);
      expect(res.json()).toEqual([...PERMISSIONS].sort());
      const editor = await getAs(t, '/api/Permissions/', 'editor.es@acme.test', t.globexId);
      expectApiError(editor, 403, 'FORBIDDEN');
    });

    it('refuses a member of another tenant, and a bad or missing X-Tenant-Id', async () => {
      expectApiError(await getAs(t, '/api/Permissions/', globexOnly, t.acmeId), 403, 'FORBIDDEN');
      expectApiError(await getAs(t, '/api/Permissions/', 'admin@acme.test', 'acme'), 400, 'VALIDATION');
      expectApiError(await getAs(t, '/api/Permissions/', 'admin@acme.test'), 400, 'VALIDATION');
      expectApiError(await getAs(t, '/api/Permissions/', 'nobody@acme.test', t.acmeId), 403, 'FORBIDDEN');
    });
  });

  describe('GET /api/Features/byTenant', () => {
    it('lists every feature with the state of the tenant', async () => {
      const acme = await getAs(t, '/api/Features/byTenant', 'reviewer@acme.test', t.acmeId);
      expect(acme.statusCode).toBe(200);
      expect(acme.json()).toEqual(FEATURES.map((name) => ({ name, active: name !== 'EmbeddingsModel' })));
      const globex = await getAs(t, '/api/Features/byTenant', 'admin@acme.test', t.globexId);
      expect(globex.json()).toEqual(
        FEATURES.map((name) => ({ name, active: name !== 'Surveys' && name !== 'PortalWebChat' })),
      );
    });

    it('reports a flag the tenant never had as off', async () => {
      const bare = await createTenant(t.db, { features: ['Documents'] });
      const email = await memberWith(t, bare.id, []);
      const res = await getAs(t, '/api/Features/byTenant', email, bare.id);
      expect(res.json()).toEqual(FEATURES.map((name) => ({ name, active: name === 'Documents' })));
    });

    it('refuses a member of another tenant and a bad X-Tenant-Id', async () => {
      expectApiError(await getAs(t, '/api/Features/byTenant', globexOnly, t.acmeId), 403, 'FORBIDDEN');
      expectApiError(
        await getAs(t, '/api/Features/byTenant', 'admin@acme.test', '1 OR 1=1'),
        400,
        'VALIDATION',
      );
    });
  });

  describe('GET /api/TenantInfo/roles', () => {
    it('lists the bot user role types', async () => {
      const res = await getAs(t, '/api/TenantInfo/roles', 'editor.es@acme.test', t.acmeId);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        { id: 1, name: 'People Manager' },
        { id: 2, name: 'Team Member' },
      ]);
      expect((await getAs(t, '/api/TenantInfo/roles', 'webchat@acme.test', t.acmeId)).statusCode).toBe(200);
    });

    it('refuses a member without any of the permissions that show bot users', async () => {
      const email = await memberWith(t, t.acmeId, ['manage-users', 'it-admin']);
      expectApiError(await getAs(t, '/api/TenantInfo/roles', email, t.acmeId), 403, 'FORBIDDEN');
    });

    it('refuses a member of another tenant and a bad X-Tenant-Id', async () => {
      expectApiError(await getAs(t, '/api/TenantInfo/roles', globexOnly, t.acmeId), 403, 'FORBIDDEN');
      expectApiError(await getAs(t, '/api/TenantInfo/roles', 'admin@acme.test', '-1'), 400, 'VALIDATION');
    });
  });
});
