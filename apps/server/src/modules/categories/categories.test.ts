import { beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@askhr/shared/access/permissions';
import { useTestApp } from '../../test/app';
import { useMembers } from '../../test/kits/members';
import { createCategory } from '../../test/factories/categories';
import { createTag } from '../../test/factories/questions';
import { expectApiError, getAs, memberWith } from '../../test/kits/access';

const CATEGORIES = ['Time Off', 'Benefits', 'Travel & Expenses', 'IT Support', 'Payroll'];
const TAGS = ['Urgent', 'New Hire', 'Finance'];

describe('categories and tags routes', () => {
  const t = useTestApp({ seed: 'minimal' });
  const who = useMembers(t, ['editor', 'reviewer', 'webchatOnly']);
  let otherOnly: string;
  beforeAll(async () => {
    for (const name of CATEGORIES) await createCategory(t.db, who.tenantId, name);
    for (const name of ['Payroll', 'Benefits']) await createCategory(t.db, who.otherId, name);
    for (const name of TAGS) await createTag(t.db, who.tenantId, name);
    await createTag(t.db, who.otherId, 'Urgent');
    otherOnly = await memberWith(t, who.otherId, [...PERMISSIONS]);
  });

  describe('GET /api/Categories/', () => {
    it("lists the tenant's categories sorted by name", async () => {
      const res = await getAs(t, '/api/Categories/', who.editor, who.tenantId);
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
      const own = (await getAs(t, '/api/Categories/', who.admin, who.tenantId)).json();
      const other = (await getAs(t, '/api/Categories/', t.seed.other.adminEmail, who.otherId)).json();
      expect(other.map((c: { name: string }) => c.name)).toEqual(['Benefits', 'Payroll']);
      const ownIds = new Set(own.map((c: { id: number }) => c.id));
      expect(other.some((c: { id: number }) => ownIds.has(c.id))).toBe(false);
    });

    it('refuses a member without the general permission', async () => {
      expectApiError(await getAs(t, '/api/Categories/', who.webchatOnly, who.tenantId), 403, 'FORBIDDEN');
    });

    it('refuses a member of another tenant and a bad X-Tenant-Id', async () => {
      expectApiError(await getAs(t, '/api/Categories/', otherOnly, who.tenantId), 403, 'FORBIDDEN');
      expectApiError(await getAs(t, '/api/Categories/', who.admin, ''), 400, 'VALIDATION');
    });
  });

  describe('GET /api/Tags/', () => {
    it("lists the tenant's tags sorted by name", async () => {
      const res = await getAs(t, '/api/Tags/', who.reviewer, who.tenantId);
      expect(res.statusCode).toBe(200);
      expect(res.json().map((c: { name: string }) => c.name)).toEqual([...TAGS].sort());
    });

    it('refuses a member without the general permission', async () => {
      expectApiError(await getAs(t, '/api/Tags/', who.webchatOnly, who.tenantId), 403, 'FORBIDDEN');
    });

    it('refuses a member of another tenant and a bad X-Tenant-Id', async () => {
      expectApiError(await getAs(t, '/api/Tags/', otherOnly, who.tenantId), 403, 'FORBIDDEN');
      expectApiError(await getAs(t, '/api/Tags/', who.admin, '9999999999'), 400, 'VALIDATION');
    });
  });
});
