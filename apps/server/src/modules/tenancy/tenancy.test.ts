import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURES, PERMISSIONS } from '@askhr/shared/access/permissions';
import { createTestApp } from '../../test/app';
import type { TSeededTestApp } from '../../test/app';
import { createTenant } from '../../test/factories/tenants';
import { addMember, createUser } from '../../test/factories/users';
import { ES } from '../../test/minimal-seed';
import { expectApiError, getAs, memberWith } from '../../test/kits/access';

describe('tenancy routes', () => {
  let t: TSeededTestApp;
  let tenantId: number;
  let otherId: number;
  let admin: string;
  let otherAdmin: string;
  let editor: string;
  let reviewer: string;
  let webchatOnly: string;
  let nobody: string;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'minimal' });
    ({ id: tenantId, adminEmail: admin } = t.seed.tenant);
    ({ id: otherId, adminEmail: otherAdmin } = t.seed.other);
    editor = await memberWith(t, tenantId, ['normal-user'], { countries: [ES] });
    reviewer = await memberWith(t, tenantId, ['normal-user', 'admin-user', 'view-feedback']);
    webchatOnly = await memberWith(t, tenantId, ['portal-webchat']);
    nobody = (await createUser(t.db)).email;
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
        env: {
          OIDC_ISSUER: 'https://login.example.com/tenant',
          OIDC_AUDIENCE: 'api://askhr',
          OIDC_CLIENT_ID: 'askhr-portal',
          HELP_WIDGET_URL: 'https://help.example.com/widget',
        },
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
      const ofAdmin = await getAs(t, '/api/Permissions/', admin, tenantId);
      expect(ofAdmin.statusCode).toBe(200);
      expect(ofAdmin.json()).toEqual([...PERMISSIONS].sort());
      const ofReviewer = await getAs(t, '/api/Permissions/', reviewer, tenantId);
      expect(ofReviewer.json()).toEqual(['admin-user', 'normal-user', 'view-feedback']);
    });

    it('answers every member, even one without the general permission', async () => {
      const res = await getAs(t, '/api/Permissions/', webchatOnly, tenantId);
      expect(res.json()).toEqual(['portal-webchat']);
      const empty = await getAs(t, '/api/Permissions/', await memberWith(t, tenantId, []), tenantId);
      expect(empty.json()).toEqual([]);
    });

    it('gives the permissions of the tenant asked for, not of another one', async () => {
      const both = await createUser(t.db);
      await addMember(t.db, tenantId, both.id, ['normal-user']);
      await addMember(t.db, otherId, both.id, [...PERMISSIONS]);
      const res = await getAs(t, '/api/Permissions/', both.email, otherId);
      expect(res.json()).toEqual([...PERMISSIONS].sort());
      expect((await getAs(t, '/api/Permissions/', both.email, tenantId)).json()).toEqual(['normal-user']);
      expectApiError(await getAs(t, '/api/Permissions/', editor, otherId), 403, 'FORBIDDEN');
    });

    it('refuses a member of another tenant, and a bad or missing X-Tenant-Id', async () => {
      expectApiError(await getAs(t, '/api/Permissions/', otherAdmin, tenantId), 403, 'FORBIDDEN');
      expectApiError(await getAs(t, '/api/Permissions/', admin, 'acme'), 400, 'VALIDATION');
      expectApiError(await getAs(t, '/api/Permissions/', admin), 400, 'VALIDATION');
      expectApiError(await getAs(t, '/api/Permissions/', nobody, tenantId), 403, 'FORBIDDEN');
    });
  });

  describe('GET /api/Features/byTenant', () => {
    it('lists every feature with the state of the tenant', async () => {
      const own = await getAs(t, '/api/Features/byTenant', reviewer, tenantId);
      expect(own.statusCode).toBe(200);
      expect(own.json()).toEqual(FEATURES.map((name) => ({ name, active: name !== 'EmbeddingsModel' })));
      const fewer = await createTenant(t.db, {
        features: FEATURES.filter((f) => f !== 'Surveys' && f !== 'PortalWebChat'),
      });
      const email = await memberWith(t, fewer.id, []);
      expect((await getAs(t, '/api/Features/byTenant', email, fewer.id)).json()).toEqual(
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
      expectApiError(await getAs(t, '/api/Features/byTenant', otherAdmin, tenantId), 403, 'FORBIDDEN');
      expectApiError(await getAs(t, '/api/Features/byTenant', admin, '1 OR 1=1'), 400, 'VALIDATION');
    });
  });

  describe('GET /api/TenantInfo/roles', () => {
    it('lists the bot user role types', async () => {
      const res = await getAs(t, '/api/TenantInfo/roles', editor, tenantId);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        { id: 1, name: 'People Manager' },
        { id: 2, name: 'Team Member' },
      ]);
      expect((await getAs(t, '/api/TenantInfo/roles', webchatOnly, tenantId)).statusCode).toBe(200);
    });

    it('refuses a member without any of the permissions that show bot users', async () => {
      const email = await memberWith(t, tenantId, ['manage-users', 'it-admin']);
      expectApiError(await getAs(t, '/api/TenantInfo/roles', email, tenantId), 403, 'FORBIDDEN');
    });

    it('refuses a member of another tenant and a bad X-Tenant-Id', async () => {
      expectApiError(await getAs(t, '/api/TenantInfo/roles', otherAdmin, tenantId), 403, 'FORBIDDEN');
      expectApiError(await getAs(t, '/api/TenantInfo/roles', admin, '-1'), 400, 'VALIDATION');
    });
  });
});
