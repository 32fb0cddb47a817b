import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@askhr/shared/access/permissions';
import {
  INBOX_EMAIL_INVALID,
  INBOX_NAME_REQUIRED,
  type TEmailInbox,
} from '@askhr/shared/it-admin/email-inboxes.schemas';
import { createTestApp, type TTestApp } from '../../test/app';
import { createTenant } from '../../test/factories/tenants';
import { expectApiError, memberWith } from '../../test/kits/access';
import { requestIn } from '../../test/kits/it-admin';
import { STALE_INBOX_MESSAGE } from './email-inboxes.service';

const URL = '/api/CustomSettings/email/inboxes';
const FEATURE = 'EscalateNotSatisfactoryAnswer';

describe('support inbox routes', () => {
  let t: TTestApp;
  let tenantId: number;
  let admin: string;
  const as = (email: string, options: Parameters<typeof requestIn>[3], tenant = tenantId) =>
    requestIn(t, tenant, email, options);
  const list = async (email = admin, tenant?: number) =>
    (await as(email, { method: 'GET', url: URL }, tenant)).json() as TEmailInbox[];
  const create = async (name: string, email: string) => {
    const res = await as(admin, { method: 'POST', url: URL, payload: { name, email } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TEmailInbox;
  };

  beforeAll(async () => {
    t = await createTestApp();
    tenantId = (await createTenant(t.db, { features: [FEATURE] })).id;
    admin = await memberWith(t, tenantId, ['it-admin']);
  });
  afterAll(() => t.close());

  it('adds, lists by name, edits and deletes inboxes', async () => {
    const hr = await create('  HR Spain ', ' rrhh@acme.test ');
    expect(hr).toEqual({ id: expect.any(Number), name: 'HR Spain', email: 'rrhh@acme.test', version: 1 });
    const it = await create('Benefits', 'benefits@acme.test');
    expect(await list()).toEqual([it, hr]);

    const put = await as(admin, {
      method: 'PUT',
      url: URL,
      payload: { id: hr.id, name: 'People team', email: 'people@acme.test', version: 1 },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ id: hr.id, name: 'People team', email: 'people@acme.test', version: 2 });

    const del = await as(admin, { method: 'DELETE', url: `${URL}/${it.id}` });
    expect(del.statusCode).toBe(204);
    expect((await list()).map((i) => i.name)).toEqual(['People team']);
    expectApiError(await as(admin, { method: 'DELETE', url: `${URL}/${it.id}` }), 404, 'NOT_FOUND');
  });

  it('answers 409 to an edit made from a stale version, 404 to an unknown inbox', async () => {
    const inbox = await create('Payroll', 'payroll@acme.test');
    const edit = (version: number, id = inbox.id) =>
      as(admin, {
        method: 'PUT',
        url: URL,
        payload: { id, name: 'Payroll desk', email: 'pay@acme.test', version },
      });
    expect((await edit(1)).statusCode).toBe(200);
    const stale = await edit(1);
    expectApiError(stale, 409, 'CONFLICT');
    expect(stale.json().error.message).toBe(STALE_INBOX_MESSAGE);
    expectApiError(await edit(1, 999_999), 404, 'NOT_FOUND');
  });

  it('validates the name and the e-mail address, and saves nothing then', async () => {
    const before = await list();
    const res = await as(admin, {
      method: 'POST',
      url: URL,
      payload: { name: ' ', email: 'not-an-address' },
    });
    expectApiError(res, 400, 'VALIDATION');
    expect(res.json().error.fields).toEqual({ name: [INBOX_NAME_REQUIRED], email: [INBOX_EMAIL_INVALID] });
    const noVersion = await as(admin, {
      method: 'PUT',
      url: URL,
      payload: { id: before[0]!.id, name: 'A', email: 'a@acme.test' },
    });
    expectApiError(noVersion, 400, 'VALIDATION');
    expectApiError(await as(admin, { method: 'DELETE', url: `${URL}/abc` }), 400, 'VALIDATION');
    expect(await list()).toEqual(before);
  });

  it("needs it-admin and the feature; another tenant's member neither sees nor changes the inboxes", async () => {
    const [inbox] = await list();
    const withoutPermission = await memberWith(
      t,
      tenantId,
      PERMISSIONS.filter((p) => p !== 'it-admin'),
    );
    expectApiError(await as(withoutPermission, { method: 'GET', url: URL }), 403, 'FORBIDDEN');
    expectApiError(
      await as(withoutPermission, { method: 'POST', url: URL, payload: { name: 'A', email: 'a@acme.test' } }),
      403,
      'FORBIDDEN',
    );
    const plain = (await createTenant(t.db)).id;
    const plainAdmin = await memberWith(t, plain, ['it-admin']);
    expectApiError(await as(plainAdmin, { method: 'GET', url: URL }, plain), 403, 'FORBIDDEN');

    const other = (await createTenant(t.db, { features: [FEATURE] })).id;
    const otherAdmin = await memberWith(t, other, ['it-admin']);
    expectApiError(await as(otherAdmin, { method: 'GET', url: URL }), 403, 'FORBIDDEN');
    expect(await list(otherAdmin, other)).toEqual([]);
    // its own tenant's header, another tenant's inbox id: not found, and untouched
    const put = await as(
      otherAdmin,
      {
        method: 'PUT',
        url: URL,
        payload: { id: inbox!.id, name: 'Mine', email: 'x@globex.test', version: inbox!.version },
      },
      other,
    );
    expectApiError(put, 404, 'NOT_FOUND');
    expectApiError(
      await as(otherAdmin, { method: 'DELETE', url: `${URL}/${inbox!.id}` }, other),
      404,
      'NOT_FOUND',
    );
    expect((await list())[0]).toEqual(inbox);
  });
});
