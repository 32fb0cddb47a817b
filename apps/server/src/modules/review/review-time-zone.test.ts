import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOT_ROLES, RATINGS } from '@askhr/shared/bot/bot.constants';
import { createTestApp, type TTestApp } from '../../test/app';
import { createTenant } from '../../test/factories/tenants';
import { authHeaders, expectApiError, getAs, memberWith } from '../../test/kits/access';
import { ES, logUtterance } from '../../test/kits/review';

/** The days of the Review and Feedback filters and the dates of export.csv are the tenant's. */
describe('the tenant time zone in Review, Feedback and export.csv', () => {
  let t: TTestApp;
  let acme: { id: number };
  let globex: { id: number };
  let admin: string;
  let outsider: string;
  let lateEvening: number;

  const setZone = async (zone: string, as = admin, tenant = acme.id) =>
    t.app.inject({
      method: 'POST',
      url: '/api/CustomSettings/ReportsTimeZone',
      headers: await authHeaders(t, as, tenant),
      payload: { key: 'ReportsTimeZone', value: zone },
    });
  const ids = async (url: string, as = admin, tenant = acme.id) => {
    const res = await getAs(t, url, as, tenant);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: { id: number }[] }).data.map((row) => row.id);
  };
  const ratings = async (url: string) => {
    const res = await getAs(t, url, admin, acme.id);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { total: number }[]).reduce((sum, item) => sum + item.total, 0);
  };
  const csv = async (as = admin, tenant = acme.id) => {
    const res = await getAs(t, '/api/Reports/UsageReport?start=2025-11-01&end=2025-11-30', as, tenant);
    expect(res.statusCode, res.body).toBe(200);
    return res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\n');
  };

  beforeAll(async () => {
    t = await createTestApp();
    acme = await createTenant(t.db, { countries: [ES], features: ['ReviewFeedback'] });
    globex = await createTenant(t.db, { countries: [ES], features: ['ReviewFeedback'] });
    admin = await memberWith(t, acme.id, [
      'admin-user',
      'normal-user',
      'view-feedback',
      'edit-tenant-settings',
    ]);
    outsider = await memberWith(t, globex.id, [
      'admin-user',
      'normal-user',
      'view-feedback',
      'edit-tenant-settings',
    ]);
    const values = { countryId: ES, roleId: BOT_ROLES.teamMember, rating: RATINGS.notHelpful };
    // 03:00 UTC on 28 November is 22:00 on 27 November in New York
    lateEvening = (
      await logUtterance(t.db, acme.id, { ...values, date: new Date('2025-11-28T03:00:00Z'), text: 'late' })
    ).id;
    await logUtterance(t.db, globex.id, {
      ...values,
      date: new Date('2025-11-28T03:00:00Z'),
      text: 'globex',
    });
  });
  afterAll(() => t.close());

  it("reads a day of the filter as the tenant's day, and follows a change of the zone", async () => {
    expect((await setZone('America/New_York')).statusCode).toBe(200);
    for (const screen of ['ReviewUtterances', 'Feedback']) {
      const on = (day: string) => `/api/${screen}/page?startDate=${day}&endDate=${day}`;
      expect(await ids(on('2025-11-27'))).toEqual([lateEvening]);
      expect(await ids(on('2025-11-28'))).toEqual([]);
      expect(await ratings(`/api/${screen}/Ratings?startDate=2025-11-27&endDate=2025-11-27`)).toBe(1);
      expect(await ratings(`/api/${screen}/Ratings?startDate=2025-11-28&endDate=2025-11-28`)).toBe(0);
    }
    expect((await setZone('Europe/Madrid')).statusCode).toBe(200);
    const day = (d: string) => `/api/ReviewUtterances/page?startDate=${d}&endDate=${d}`;
    expect(await ids(day('2025-11-27'))).toEqual([]);
    expect(await ids(day('2025-11-28'))).toEqual([lateEvening]);
  });

  it('still takes instants with their offset, and refuses what is neither a day nor an instant', async () => {
    expect(
      await ids('/api/ReviewUtterances/page?startDate=2025-11-28T02:59:00Z&endDate=2025-11-28T03:01:00Z'),
    ).toEqual([lateEvening]);
    const res = await getAs(t, '/api/ReviewUtterances/page?endDate=2025-13-01', admin, acme.id);
    expectApiError(res, 400, 'VALIDATION');
    expect(Object.keys(res.json().error.fields)).toEqual(['endDate']);
  });

  it("writes export.csv in the tenant's zone, naming it, with each date's offset", async () => {
    expect((await setZone('Europe/Madrid')).statusCode).toBe(200);
    let lines = await csv();
    expect(lines[0]).toMatch(/^Date \(Europe\/Madrid\),Channel,/);
    expect(lines[1]).toMatch(/^2025-11-28T04:00:00\+01:00,/);
    expect((await setZone('America/New_York')).statusCode).toBe(200);
    lines = await csv();
    expect(lines[0]).toMatch(/^Date \(America\/New_York\),Channel,/);
    expect(lines[1]).toMatch(/^2025-11-27T22:00:00-05:00,/);
    expect(lines).toHaveLength(2);
  });

  it("keeps each tenant's zone and rows to itself", async () => {
    expect((await setZone('America/New_York')).statusCode).toBe(200);
    // globex keeps UTC: its message is on 28 November, and none of acme's rows show
    const globexDay = (d: string) => `/api/ReviewUtterances/page?startDate=${d}&endDate=${d}`;
    expect(await ids(globexDay('2025-11-27'), outsider, globex.id)).toEqual([]);
    expect(await ids(globexDay('2025-11-28'), outsider, globex.id)).toHaveLength(1);
    expect(await ids(globexDay('2025-11-28'), outsider, globex.id)).not.toContain(lateEvening);
    const globexCsv = await csv(outsider, globex.id);
    expect(globexCsv[0]).toMatch(/^Date \(UTC\),/);
    expect(globexCsv[1]).toMatch(/^2025-11-28T03:00:00\+00:00,.*globex/);
    for (const url of [
      globexDay('2025-11-27'),
      '/api/Feedback/page?startDate=2025-11-27&endDate=2025-11-27',
      '/api/ReviewUtterances/Ratings?startDate=2025-11-27&endDate=2025-11-27',
      '/api/Reports/UsageReport?start=2025-11-01&end=2025-11-30',
    ])
      expect((await getAs(t, url, outsider, acme.id)).statusCode, url).toBe(403);
    expect((await setZone('Asia/Tokyo', outsider, acme.id)).statusCode).toBe(403);
  });
});
