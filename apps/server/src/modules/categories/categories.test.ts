import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@askhr/shared/access/permissions';
import { DEMO_CATEGORIES, DEMO_TAGS } from '../../demo/seed/demo-data';
import {
  createDemoTestApp,
  expectApiError,
  getAs,
  memberWith,
  type TDemoTestApp,
} from '../access/access-test-kit';

describe('categories and tags routes', () => {
  let t: TDemoTestApp;
  let globexOnly: string;
  beforeAll(async () => {
    t = await createDemoTestApp();
    globexOnly = await memberWith(t, t.globexId, [...PERMISSIONS]);
  });
  afterAll(() => t.close());

  describe('GET /api/Categories/', () => {
    it("lists the tenant's categories sorted by name", async () => {
      const res = await getAs(t, '/api/Categories/', 'editor.es@acme.test', t.acmeId);
      expect(res.statusCode).toBe(200);
      const body: { id: number; name: string }[] = res.json();
      expect(body.map((c) => c.name)).toEqual([
        'Benefits',
        'Equipment',
        'IT Support',
        'Onboarding',
        'Payroll',
        'Policies',
        'Time Off',
        'Travel & Expenses',
      ]);
      expect(body.every((c) => Number.isInteger(c.id))).toBe(true);
    });

    it('gives each tenant its own categories', async () => {
      const acme = (await getAs(t, '/api/Categories/', 'admin@acme.test', t.acmeId)).json();
      const globex = (await getAs(t, '/api/Categories/', 'admin@acme.test', t.globexId)).json();
      expect(globex).toHaveLength(DEMO_CATEGORIES.length);
      const acmeIds = new Set(acme.map((c: { id: number }) => c.id));
      expect(globex.some((c: { id: number }) => acmeIds.has(c.id))).toBe(false);
    });

    it('refuses a member without the general permission', async () => {
      expectApiError(await getAs(t, '/api/Categories/', 'webchat@acme.test', t.acmeId), 403, 'FORBIDDEN');
    });

    it('refuses a member of another tenant and a bad X-Tenant-Id', async () => {
      expectApiError(await getAs(t, '/api/Categories/', globexOnly, t.acmeId), 403, 'FORBIDDEN');
      expectApiError(await getAs(t, '/api/Categories/', 'admin@acme.test', ''), 400, 'VALIDATION');
    });
  });

  describe('GET /api/Tags/', () => {
    it("lists the tenant's tags sorted by name", async () => {
      const res = await getAs(t, '/api/Tags/', 'reviewer@acme.test', t.acmeId);
      expect(res.statusCode).toBe(200);
      expect(res.json().map((c: { name: string }) => c.name)).toEqual([...DEMO_TAGS].sort());
    });

    it('refuses a member without the general permission', async () => {
      expectApiError(await getAs(t, '/api/Tags/', 'webchat@acme.test', t.acmeId), 403, 'FORBIDDEN');
    });

    it('refuses a member of another tenant and a bad X-Tenant-Id', async () => {
      expectApiError(await getAs(t, '/api/Tags/', globexOnly, t.acmeId), 403, 'FORBIDDEN');
      expectApiError(await getAs(t, '/api/Tags/', 'admin@acme.test', '9999999999'), 400, 'VALIDATION');
    });
  });
});
