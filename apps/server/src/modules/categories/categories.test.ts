import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@askhr/shared/access/permissions';
import { createTestApp, type TSeededTestApp } from '../../test/app';
import { createCategory } from '../../test/factories/categories';
import { createTag } from '../../test/factories/questions';
import { ES } from '../../test/minimal-seed';
import { expectApiError, getAs, memberWith } from '../../test/kits/access';

const CATEGORIES = ['Time Off', 'Benefits', 'Travel & Expenses', 'IT Support', 'Payroll'];
const TAGS = ['Urgent', 'New Hire', 'Finance'];

describe('categories and tags routes', () => {
  let t: TSeededTestApp;
  let tenantId: number;
  let otherId: number;
  let admin: string;
  let editor: string;
  let reviewer: string;
  let webchatOnly: string;
  let otherOnly: string;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'minimal' });
    tenantId = t.seed.tenant.id;
    otherId = t.seed.other.id;
    admin = t.seed.tenant.adminEmail;
    for (const name of CATEGORIES) await createCategory(t.db, tenantId, name);
    for (const name of ['Payroll', 'Benefits']) await createCategory(t.db, otherId, name);
    for (const name of TAGS) await createTag(t.db, tenantId, name);
    await createTag(t.db, otherId, 'Urgent');
    editor = await memberWith(t, tenantId, ['normal-user'], { countries: [ES] });
    reviewer = await memberWith(t, tenantId, ['normal-user', 'admin-user', 'view-feedback']);
    webchatOnly = await memberWith(t, tenantId, ['portal-webchat']);
    otherOnly = await memberWith(t, otherId, [...PERMISSIONS]);
  });
  afterAll(() => t.close());

  describe('GET /api/Categories/', () => {
    it("lists the tenant's categories sorted by name", async () => {
      const res = await getAs(t, '/api/Categories/', editor, tenantId);
      expect(res.statusCode).toBe(200);
      const body: { id: number; name: string }[] = res.json();
      expect(body.map((c) => c.name)).toEqual([
        'Benefits',
        'IT Support',
        'Payroll',
        'Time Off',
        'Travel & Expenses',
      ]);
      expect(body.every((c) => Number.isInteger(c.id))).toBe(true);
    });

    it('gives each tenant its own categories', async () => {
      const own = (await getAs(t, '/api/Categories/', admin, tenantId)).json();
      const other = (await getAs(t, '/api/Categories/', t.seed.other.adminEmail, otherId)).json();
      expect(other.map((c: { name: string }) => c.name)).toEqual(['Benefits', 'Payroll']);
      const ownIds = new Set(own.map((c: { id: number }) => c.id));
      expect(other.some((c: { id: number }) => ownIds.has(c.id))).toBe(false);
    });

    it('refuses a member without the general permission', async () => {
      expectApiError(await getAs(t, '/api/Categories/', webchatOnly, tenantId), 403, 'FORBIDDEN');
    });

    it('refuses a member of another tenant and a bad X-Tenant-Id', async () => {
      expectApiError(await getAs(t, '/api/Categories/', otherOnly, tenantId), 403, 'FORBIDDEN');
      expectApiError(await getAs(t, '/api/Categories/', admin, ''), 400, 'VALIDATION');
    });
  });

  describe('GET /api/Tags/', () => {
    it("lists the tenant's tags sorted by name", async () => {
      const res = await getAs(t, '/api/Tags/', reviewer, tenantId);
      expect(res.statusCode).toBe(200);
      expect(res.json().map((c: { name: string }) => c.name)).toEqual([...TAGS].sort());
    });

    it('refuses a member without the general permission', async () => {
      expectApiError(await getAs(t, '/api/Tags/', webchatOnly, tenantId), 403, 'FORBIDDEN');
    });

    it('refuses a member of another tenant and a bad X-Tenant-Id', async () => {
      expectApiError(await getAs(t, '/api/Tags/', otherOnly, tenantId), 403, 'FORBIDDEN');
      expectApiError(await getAs(t, '/api/Tags/', admin, '9999999999'), 400, 'VALIDATION');
    });
  });
});
