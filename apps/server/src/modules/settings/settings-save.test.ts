import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIME_ZONE_INVALID } from '@askhr/shared/tenancy/tenancy.constants';
import type { TTotalQuestionsReport } from '@askhr/shared/reports/reports.schemas';
import { createTestApp, type TTestApp } from '../../test/app';
import { createTenant } from '../../test/factories/tenants';
import { authHeaders, expectApiError, getAs, memberWith } from '../../test/kits/access';
import { logUtterance } from '../../test/kits/review';

/** Spec 001 section 2: the Settings screen saves the report time zone, and the dashboard follows. */
describe('POST /api/CustomSettings/{name}', () => {
  let t: TTestApp;
  let tenant: number;
  let other: number;
  let admin: string;
  let reader: string;

  const save = async (who: string, name: string, body: unknown, tenantId = tenant) =>
    t.app.inject({
      method: 'POST',
      url: `/api/CustomSettings/${name}`,
      headers: await authHeaders(t, who, tenantId),
      payload: body as object,
    });
  const zone = async () =>
    ((await getAs(t, '/api/CustomSettings/Timezone', reader, tenant)).json() as { reportsTimeZone: string })
      .reportsTimeZone;

  beforeAll(async () => {
    t = await createTestApp();
    tenant = (await createTenant(t.db, { countries: [2] })).id;
    other = (await createTenant(t.db, { countries: [2] })).id;
    admin = await memberWith(t, tenant, ['normal-user', 'edit-tenant-settings']);
    reader = await memberWith(t, tenant, ['normal-user', 'admin-user']);
  });
  afterAll(() => t.close());

  it('saves the report time zone, and the dashboard counts days in it from then on', async () => {
    // 22:30 UTC on 1 July is already 2 July in Madrid
    await logUtterance(t.db, tenant, {
      date: new Date('2025-07-01T22:30:00Z'),
      countryId: 2,
      roleId: 2,
      text: 'payslip',
    });
    const days = async () =>
      (
        (
          await getAs(
            t,
            '/api/Reports/TotalQuestions?start=2025-07-01&end=2025-07-02&granularity=Daily',
            reader,
            tenant,
          )
        ).json() as TTotalQuestionsReport
      ).totals.map((b) => [b.displayDate, b.totalCount]);
    expect(await zone()).toBe('UTC');
    expect(await days()).toEqual([
      ['2025-07-01', 1],
      ['2025-07-02', 0],
    ]);
    const res = await save(admin, 'ReportsTimeZone', { key: 'ReportsTimeZone', value: 'Europe/Madrid' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ key: 'ReportsTimeZone', value: 'Europe/Madrid' });
    expect(await zone()).toBe('Europe/Madrid');
    expect(await days()).toEqual([
      ['2025-07-01', 0],
      ['2025-07-02', 1],
    ]);
  });

  it("refuses a zone that does not exist with the screen's message, changing nothing", async () => {
    const before = await zone();
    const res = await save(admin, 'ReportsTimeZone', { value: 'Mars/Olympus_Mons' });
    expectApiError(res, 400, 'VALIDATION');
    expect(res.json().error.fields.value).toEqual([TIME_ZONE_INVALID]);
    expectApiError(
      await save(admin, 'ReportsTimeZone', { key: 'LogoFileName', value: 'UTC' }),
      400,
      'VALIDATION',
    );
    expectApiError(await save(admin, 'LogoFileName', { value: 'x.svg' }), 400, 'VALIDATION');
    expect(await zone()).toBe(before);
  });

  it('needs edit-tenant-settings, and gives another tenant’s member nothing', async () => {
    expectApiError(await save(reader, 'ReportsTimeZone', { value: 'Asia/Tokyo' }), 403, 'FORBIDDEN');
    const stranger = await memberWith(t, other, ['normal-user', 'edit-tenant-settings']);
    expectApiError(await save(stranger, 'ReportsTimeZone', { value: 'Asia/Tokyo' }), 403, 'FORBIDDEN');
    expect(await zone()).not.toBe('Asia/Tokyo');
  });
});
