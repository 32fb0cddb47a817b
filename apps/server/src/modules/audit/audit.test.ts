import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUDIT_RETENTION_DAYS, type TAuditEvent } from '@askhr/shared/audit/audit.schemas';
import { PUSH_STATUSES } from '@askhr/shared/push/push.constants';
import { useTestApp } from '../../test/app';
import { createPushItem } from '../../test/factories/push';
import { createQuestion } from '../../test/factories/questions';
import { expectApiError, getAs, memberWith, requestAs, userIdOf } from '../../test/kits/access';
import { useMembers } from '../../test/kits/members';
import { createBrowser, createLoginUser } from '../../test/kits/oidc-client';
import { addMember } from '../../test/factories/users';
import { rowsOf } from '../../db/rows';
import { insertAuditEvents } from './audit.repository';
import type { TJobRun } from '../../jobs/job-catalog';
import { handleAuditJobs, nextRetentionRun, scheduleAuditRetention } from './audit.jobs';

const PAGE = '/api/AuditTrail/page';
const EXPORT = '/api/AuditTrail/export.csv';

describe('audit trail', () => {
  const t = useTestApp({ seed: 'minimal' });
  const who = useMembers(t, ['editor']);

  const page = async (query = '', tenant = who.tenantId, email = who.admin) =>
    getAs(t, `${PAGE}${query}`, email, tenant);
  const eventsOf = async (action: string, tenant = who.tenantId) => {
    const res = await page(
      `?action=${action}&limit=200`,
      tenant,
      tenant === who.tenantId ? who.admin : who.otherAdmin,
    );
    expect(res.statusCode).toBe(200);
    return res.json().data as TAuditEvent[];
  };
  const send = (method: 'POST' | 'DELETE', url: string, payload?: unknown) =>
    requestAs(t, method, url, who.admin, who.tenantId, payload);

  it('records role and user changes once each, with actor, target and detail', async () => {
    const role = await send('POST', '/api/Roles/', {
      id: 0,
      name: 'Auditors',
      description: '',
      permissions: ['normal-user'],
      countryIds: [3],
      categoryIds: [],
    });
    expect(role.statusCode).toBe(200);
    const roleId = role.json().id as number;
    const edited = await send('POST', '/api/Roles/', {
      id: roleId,
      name: 'Auditors',
      description: 'Reads the trail',
      permissions: ['normal-user', 'view-feedback'],
      countryIds: [],
      categoryIds: [],
      version: 1,
    });
    expect(edited.statusCode).toBe(200);

    const invited = await send('POST', '/api/Users/', { id: 0, email: 'newbie@one.test', roleIds: [roleId] });
    expect(invited.statusCode).toBe(200);
    const user = invited.json().user as { id: number; version: number };
    const updated = await send('POST', '/api/Users/', {
      id: user.id,
      email: 'newbie@one.test',
      roleIds: [],
      version: user.version,
    });
    expect(updated.statusCode).toBe(200);
    const off = await send('POST', `/api/Users/${user.id}/active`, {
      active: false,
      version: user.version + 1,
    });
    expect(off.statusCode).toBe(200);
    const on = await send('POST', `/api/Users/${user.id}/active`, {
      active: true,
      version: user.version + 2,
    });
    expect(on.statusCode).toBe(200);
    expect((await send('DELETE', `/api/Users/${user.id}?version=${user.version + 3}`)).statusCode).toBe(204);
    expect((await send('DELETE', `/api/Roles/${roleId}?version=2`)).statusCode).toBe(204);

    const actor = who.admin;
    expect(await eventsOf('role.create')).toEqual([
      expect.objectContaining({
        actor,
        target: 'Auditors',
        detail: 'permissions +normal-user; countries +Germany',
      }),
    ]);
    expect(await eventsOf('role.update')).toEqual([
      expect.objectContaining({
        actor,
        target: 'Auditors',
        detail: 'description; permissions +view-feedback; countries -Germany',
      }),
    ]);
    expect(await eventsOf('role.delete')).toEqual([expect.objectContaining({ actor, target: 'Auditors' })]);
    expect(await eventsOf('user.invite')).toEqual([
      expect.objectContaining({ actor, target: 'newbie@one.test', detail: 'roles +Auditors' }),
    ]);
    expect(await eventsOf('user.update')).toEqual([
      expect.objectContaining({ actor, target: 'newbie@one.test', detail: 'roles -Auditors' }),
    ]);
    for (const action of ['user.disable', 'user.enable', 'user.remove'])
      expect(await eventsOf(action)).toEqual([
        expect.objectContaining({ actor, target: 'newbie@one.test', detail: null }),
      ]);
    // none of it reached the other tenant
    expect((await page('', who.otherId, who.otherAdmin)).json()).toEqual({ data: [], total: 0 });
  });

  it('records nothing for an action that failed', async () => {
    const stale = await send('POST', `/api/Users/${await userIdOf(t, who.editor)}/active`, {
      active: false,
      version: 99,
    });
    expectApiError(stale, 409, 'CONFLICT');
    expect((await eventsOf('user.disable')).filter((e) => e.target === who.editor)).toEqual([]);
  });

  it('records settings, deletions and exports', async () => {
    expect(
      (
        await send('POST', '/api/CustomSettings/ReportsTimeZone', {
          key: 'ReportsTimeZone',
          value: 'Europe/Paris',
        })
      ).statusCode,
    ).toBe(200);
    const question = await createQuestion(t.db, who.tenantId, { text: 'How do I book leave?' });
    expect((await send('DELETE', `/api/Questions/${question.id}`)).statusCode).toBe(204);
    const item = await createPushItem(t.db, who.tenantId);
    expect((await send('DELETE', `/api/PushMessages/${item.id}`)).statusCode).toBe(204);
    const survey = await createPushItem(t.db, who.tenantId, { type: 'survey', statusId: PUSH_STATUSES.Sent });
    expect((await getAs(t, `/api/Surveys/${survey.id}/report`, who.admin, who.tenantId)).statusCode).toBe(
      200,
    );
    const usage = await getAs(
      t,
      '/api/Reports/UsageReport?start=2026-01-01&end=2026-01-31',
      who.admin,
      who.tenantId,
    );
    expect(usage.statusCode).toBe(200);
    expect((await getAs(t, '/api/CustomBot/download', who.admin, who.tenantId)).statusCode).toBe(200);

    const actor = who.admin;
    expect(await eventsOf('settings.update')).toEqual([
      expect.objectContaining({ actor, target: 'ReportsTimeZone', detail: 'Europe/Paris' }),
    ]);
    expect(await eventsOf('question.delete')).toEqual([
      expect.objectContaining({ actor, target: 'How do I book leave?' }),
    ]);
    expect(await eventsOf('push.delete')).toEqual([
      expect.objectContaining({ actor, target: `message ${item.id}` }),
    ]);
    expect(await eventsOf('export')).toEqual([
      expect.objectContaining({ actor, target: '2026-01-01..2026-01-31', detail: 'usage report' }),
      expect.objectContaining({ actor, target: `survey ${survey.id}`, detail: 'survey report' }),
    ]);
    expect(await eventsOf('teams.package-download')).toEqual([
      expect.objectContaining({ actor, target: expect.stringMatching(/-teams\.zip$/) }),
    ]);
  });

  it('records sign-ins and failed sign-ins of known accounts in each of their tenants, never the password', async () => {
    const account = await createLoginUser(t, { email: 'both@one.test', password: 'right-password' });
    await addMember(t.db, who.tenantId, account.id, ['normal-user']);
    await addMember(t.db, who.otherId, account.id, ['normal-user']);
    await createBrowser(t).signIn('both@one.test', 'right-password');
    const browser = createBrowser(t);
    const login = await browser.follow((await browser.authorize()).res);
    const action = /<form[^>]*action="([^"]+)"/.exec(login.res.body)![1]!;
    await browser.post(action, { email: 'both@one.test', password: 'wrong-password' });
    await browser.post(action, { email: 'nobody@one.test', password: 'wrong-password' });

    for (const tenant of [who.tenantId, who.otherId]) {
      expect(await eventsOf('sign-in', tenant)).toEqual([
        expect.objectContaining({ actor: 'both@one.test', target: null, detail: null }),
      ]);
      expect(await eventsOf('sign-in-failed', tenant)).toEqual([
        expect.objectContaining({ actor: 'both@one.test', detail: 'wrong password' }),
      ]);
    }
    const leaks = rowsOf<{ n: number }>(
      await t.db.execute(
        sql`select count(*)::int as n from audit_events where concat_ws(' ', target, detail) like '%-password%'`,
      ),
    );
    expect(leaks[0]!.n).toBe(0);
  });

  it('records the sign-in of an invited user once the temporary password is replaced', async () => {
    const invited = await send('POST', '/api/Users/', { id: 0, email: 'first.day@one.test', roleIds: [] });
    const { temporaryPassword } = invited.json() as { temporaryPassword: string };
    const browser = createBrowser(t);
    const login = await browser.follow((await browser.authorize()).res);
    const formOf = (html: string) => /<form[^>]*action="([^"]+)"/.exec(html)![1]!;
    const change = await browser.post(formOf(login.res.body), {
      email: 'first.day@one.test',
      password: temporaryPassword,
    });
    const signIns = async () => (await eventsOf('sign-in')).filter((e) => e.actor === 'first.day@one.test');
    expect(await signIns()).toEqual([]);
    const done = await browser.post(formOf(change.body), {
      password: 'my own password',
      confirm: 'my own password',
    });
    expect(done.statusCode).toBe(303);
    expect(await signIns()).toHaveLength(1);
  });

  describe('filters, paging and export', () => {
    const seeded = async (customerId: number) => {
      const base = { actorUserId: 1, detail: null };
      await insertAuditEvents(t.db, customerId, [
        {
          ...base,
          action: 'user.invite',
          actorEmail: 'ann@filter.test',
          target: 'x1@filter.test',
          at: new Date('2025-03-01T12:00:00Z'),
        },
        {
          ...base,
          action: 'user.remove',
          actorEmail: 'bob@filter.test',
          target: 'x2@filter.test',
          at: new Date('2025-03-02T12:00:00Z'),
        },
        {
          ...base,
          action: 'user.invite',
          actorEmail: 'bob@filter.test',
          target: '=cmd@filter.test',
          at: new Date('2025-03-03T12:00:00Z'),
        },
        // 23:30 UTC on the 3rd is the 4th in Paris, the tenant's report time zone
        {
          ...base,
          action: 'user.invite',
          actorEmail: 'cy@filter.test',
          target: 'x4@filter.test',
          at: new Date('2025-03-03T23:30:00Z'),
        },
      ]);
    };

    it('filters by days in the report time zone, action, actor and target, and pages newest first', async () => {
      await seeded(who.tenantId);
      await send('POST', '/api/CustomSettings/ReportsTimeZone', {
        key: 'ReportsTimeZone',
        value: 'Europe/Paris',
      });
      const targets = async (query: string) =>
        ((await page(query)).json() as { data: TAuditEvent[] }).data.map((e) => e.target);
      expect(await targets('?from=2025-03-01&to=2025-03-03')).toEqual([
        '=cmd@filter.test',
        'x2@filter.test',
        'x1@filter.test',
      ]);
      expect(await targets('?from=2025-03-04&to=2025-03-04')).toEqual(['x4@filter.test']);
      expect(await targets('?from=2025-03-01&to=2025-03-05&action=user.remove')).toEqual(['x2@filter.test']);
      expect(await targets('?from=2025-03-01&to=2025-03-05&actor=BOB@filter')).toEqual([
        '=cmd@filter.test',
        'x2@filter.test',
      ]);
      expect(await targets('?from=2025-03-01&to=2025-03-05&target=x4')).toEqual(['x4@filter.test']);
      expect(await targets('?actor=%25')).toEqual([]);
      const second = (await page('?from=2025-03-01&to=2025-03-05&offset=1&limit=2')).json();
      expect(second.total).toBe(4);
      expect(second.data.map((e: TAuditEvent) => e.target)).toEqual(['=cmd@filter.test', 'x2@filter.test']);
      expect(second.data[0]).toEqual({
        id: expect.any(Number),
        at: '2025-03-03T12:00:00.000Z',
        action: 'user.invite',
        actor: 'bob@filter.test',
        target: '=cmd@filter.test',
        detail: null,
      });
    });

    it('exports the filtered events as CSV with UTC dates, and records the export', async () => {
      const res = await getAs(
        t,
        `${EXPORT}?from=2025-03-01&to=2025-03-05&actor=bob`,
        who.admin,
        who.tenantId,
      );
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="export.csv"');
      expect(
        res.body
          .replace(/^\uFEFF/, '')
          .trim()
          .split('\n'),
      ).toEqual([
        'Date (UTC),Action,Actor,Target,Detail',
        "2025-03-03T12:00:00.000Z,user.invite,bob@filter.test,'=cmd@filter.test,",
        '2025-03-02T12:00:00.000Z,user.remove,bob@filter.test,x2@filter.test,',
      ]);
      expect(await eventsOf('export')).toContainEqual(
        expect.objectContaining({ actor: who.admin, detail: 'audit trail' }),
      );
    });

    it('answers 400 for bad filters', async () => {
      for (const query of [
        '?from=2025-02-30',
        '?to=yesterday',
        '?action=coffee',
        '?limit=0',
        '?offset=-1',
        '?from=2025-03-05&to=2025-03-01',
      ])
        expectApiError(await page(query), 400, 'VALIDATION');
      expectApiError(await getAs(t, `${EXPORT}?from=2025-13-01`, who.admin, who.tenantId), 400, 'VALIDATION');
    });
  });

  it('refuses members without manage-users and members of another tenant', async () => {
    await insertAuditEvents(t.db, who.tenantId, [
      {
        action: 'user.remove',
        actorUserId: 1,
        actorEmail: 'secret@one.test',
        target: 'gone@one.test',
        detail: null,
      },
    ]);
    for (const url of [PAGE, EXPORT]) {
      expectApiError(await getAs(t, url, who.editor, who.tenantId), 403, 'FORBIDDEN');
      const noManage = await memberWith(t, who.tenantId, ['normal-user', 'admin-user', 'view-feedback']);
      expectApiError(await getAs(t, url, noManage, who.tenantId), 403, 'FORBIDDEN');
      expectApiError(await getAs(t, url, who.otherAdmin, who.tenantId), 403, 'FORBIDDEN');
    }
    const own = await getAs(t, `${PAGE}?actor=secret`, who.otherAdmin, who.otherId);
    expect(own.json()).toEqual({ data: [], total: 0 });
    const csv = await getAs(t, EXPORT, who.otherAdmin, who.otherId);
    expect(csv.body).not.toContain('secret@one.test');
    const anonymous = await t.app.inject({
      method: 'GET',
      url: PAGE,
      headers: { 'x-tenant-id': String(who.tenantId) },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses to change an event in the database', async () => {
    await insertAuditEvents(t.db, who.tenantId, [
      { action: 'export', actorUserId: 1, actorEmail: 'a@one.test', target: null, detail: 'usage report' },
    ]);
    const refusal = await t.db.execute(sql`update audit_events set detail = 'nothing'`).then(
      () => undefined,
      (err: Error) => err,
    );
    expect(String((refusal?.cause as Error | undefined)?.message)).toMatch(/append-only/);
  });

  it('deletes only the events older than the retention, tenant by tenant', async () => {
    const day = 86_400_000;
    const old = (days: number) => new Date(Date.now() - days * day);
    const row = (action: string, at: Date) => ({
      action,
      actorUserId: 1,
      actorEmail: 'r@one.test',
      target: 'retention',
      detail: null,
      at,
    });
    await insertAuditEvents(t.db, who.tenantId, [
      row('sign-in', old(AUDIT_RETENTION_DAYS + 1)),
      row('sign-in', old(AUDIT_RETENTION_DAYS + 400)),
      row('sign-in', old(AUDIT_RETENTION_DAYS - 1)),
    ]);
    await insertAuditEvents(t.db, who.otherId, [
      row('sign-in', old(AUDIT_RETENTION_DAYS + 2)),
      row('sign-in', old(3)),
    ]);
    const handlers = new Map<string, (payload: object, run: TJobRun) => Promise<void>>();
    const scheduled: unknown[] = [];
    const jobs = {
      handle: (name: string, handler: (payload: object, run: TJobRun) => Promise<void>) =>
        handlers.set(name, handler),
      schedule: async (...args: unknown[]) => scheduled.push(args) && 'a-job',
    };
    handleAuditJobs(jobs as unknown as Parameters<typeof handleAuditJobs>[0], { db: t.db });
    const run = { id: 'a-job', retryCount: 0, signal: new AbortController().signal };
    await handlers.get('audit.retention')!({}, run);
    expect(scheduled).toEqual([
      ['audit.retention', {}, { startAfter: expect.any(Date), singletonKey: 'audit-retention' }],
    ]);
    const left = await t.db.execute(
      sql`select customer_id, at from audit_events where target = 'retention' order by customer_id, at`,
    );
    const rows = rowsOf<{ customer_id: number }>(left);
    expect(rows.map((r) => r.customer_id)).toEqual([who.tenantId, who.otherId]);
  });

  it('runs the clean-up every night at 02:00 UTC', () => {
    expect(nextRetentionRun(new Date('2026-03-01T01:59:00Z')).toISOString()).toBe('2026-03-01T02:00:00.000Z');
    expect(nextRetentionRun(new Date('2026-03-01T02:00:00Z')).toISOString()).toBe('2026-03-02T02:00:00.000Z');
    expect(nextRetentionRun(new Date('2026-12-31T23:00:00Z')).toISOString()).toBe('2027-01-01T02:00:00.000Z');
  });

  it('keeps one waiting clean-up however many processes start', async () => {
    await t.app.jobs.start();
    await scheduleAuditRetention(t.app.jobs);
    const waiting = rowsOf<{ start_after: Date }>(
      await t.db.execute(
        sql`select start_after from pgboss.job where name = 'audit.retention' and state = 'created'`,
      ),
    );
    expect(waiting).toHaveLength(1);
    expect(new Date(waiting[0]!.start_after).getUTCHours()).toBe(2);
  });
});
