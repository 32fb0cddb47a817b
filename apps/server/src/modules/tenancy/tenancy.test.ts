import { describe, expect, it } from 'vitest';
import { FEATURES, PERMISSIONS } from '@askhr/shared/access/permissions';
import { createTestApp, useTestApp } from '../../test/app';
import { useMembers } from '../../test/kits/members';
import { createTenant } from '../../test/factories/tenants';
import { addMember, createUser } from '../../test/factories/users';
import { expectApiError, getAs, memberWith } from '../../test/kits/access';

describe('tenancy routes', () => {
  const t = useTestApp({ seed: 'minimal' });
  const who = useMembers(t, ['editor', 'reviewer', 'webchatOnly']);

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
      const ofAdmin = await getAs(t, '/api/Permissions/', who.admin, who.tenantId);
      expect(ofAdmin.statusCode).toBe(200);
      expect(ofAdmin.json()).toEqual([...PERMISSIONS].sort());
      const ofReviewer = await getAs(t, '/api/Permissions/', who.reviewer, who.tenantId);
      expect(ofReviewer.json()).toEqual(['admin-user', 'normal-user', 'view-feedback']);
    });

    it('answers every member, even one without the general permission', async () => {
      const res = await getAs(t, '/api/Permissions/', who.webchatOnly, who.tenantId);
      expect(res.json()).toEqual(['portal-webchat']);
      const empty = await getAs(t, '/api/Permissions/', await memberWith(t, who.tenantId, []), who.tenantId);
      expect(empty.json()).toEqual([]);
    });

    it('gives the permissions of the tenant asked for, not of another one', async () => {
      const both = await createUser(t.db);
      await addMember(t.db, who.tenantId, both.id, ['normal-user']);
      await addMember(t.db, who.otherId, both.id, [...PERMISSIONS]);
      const res = await getAs(t, '/api/Permissions/', both.email, who.otherId);
      expect(res.json()).toEqual([...PERMISSIONS].sort());
      expect((await getAs(t, '/api/Permissions/', both.email, who.tenantId)).json()).toEqual(['normal-user']);
      expectApiError(await getAs(t, '/api/Permissions/', who.editor, who.otherId), 403, 'FORBIDDEN');
    });

    it('refuses a member of another tenant, and a bad or missing X-Tenant-Id', async () => {
      expectApiError(await getAs(t, '/api/Permissions/', who.otherAdmin, who.tenantId), 403, 'FORBIDDEN');
      expectApiError(await getAs(t, '/api/Permissions/', who.admin, 'acme'), 400, 'VALIDATION');
      expectApiError(await getAs(t, '/api/Permissions/', who.admin), 400, 'VALIDATION');
      expectApiError(await getAs(t, '/api/Permissions/', who.nobody, who.tenantId), 403, 'FORBIDDEN');
    });
  });

  describe('GET /api/Features/byTenant', () => {
    it('lists every feature with the state of the tenant', async () => {
      const own = await getAs(t, '/api/Features/byTenant', who.reviewer, who.tenantId);
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
      expectApiError(
        await getAs(t, '/api/Features/byTenant', who.otherAdmin, who.tenantId),
        403,
        'FORBIDDEN',
      );
      expectApiError(await getAs(t, '/api/Features/byTenant', who.admin, '1 OR 1=1'), 400, 'VALIDATION');
    });
  });

  describe('GET /api/TenantInfo/roles', () => {
    it('lists the bot user role types', async () => {
      const res = await getAs(t, '/api/TenantInfo/roles', who.editor, who.tenantId);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        { id: 1, name: 'People Manager' },
        { id: 2, name: 'Team Member' },
      ]);
      expect((await getAs(t, '/api/TenantInfo/roles', who.webchatOnly, who.tenantId)).statusCode).toBe(200);
    });

    it('refuses a member without any of the permissions that show bot users', async () => {
      const email = await memberWith(t, who.tenantId, ['manage-users', 'it-admin']);
      expectApiError(await getAs(t, '/api/TenantInfo/roles', email, who.tenantId), 403, 'FORBIDDEN');
    });

    it('refuses a member of another tenant and a bad X-Tenant-Id', async () => {
      expectApiError(await getAs(t, '/api/TenantInfo/roles', who.otherAdmin, who.tenantId), 403, 'FORBIDDEN');
      expectApiError(await getAs(t, '/api/TenantInfo/roles', who.admin, '-1'), 400, 'VALIDATION');
    });
  });
});
