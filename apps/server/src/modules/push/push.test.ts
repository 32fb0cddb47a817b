import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSM_ROLE_NAME, FEATURES, PERMISSIONS } from '@askhr/shared/access/permissions';
import { PUSH_STATUSES } from '@askhr/shared/push/push.constants';
import type { TPushItem } from '@askhr/shared/push/push.schemas';
import { addMember, createUser } from '../../test/factories/users';
import { createTenant } from '../../test/factories/tenants';
import { authHeaders, expectApiError, memberWith } from '../../test/kits/access';
import { createTestApp, type TSeededTestApp } from '../../test/app';
import { TENANT_ADMIN as ADMIN } from '../../test/minimal-seed';
import { createPushItem } from '../../test/factories/push';

const WEB_CHAT = { name: 'All Web Chat users', channelId: 'directline', recipientId: 'all-directline' };
const FUTURE = '2099-03-01T09:00:00.000Z';

describe('push messages routes', () => {
  let t: TSeededTestApp;
  let reader: string;
  let surveyEditor: string;
  let otherEditor: string;

  const as = async (email: string, options: Omit<InjectOptions, 'headers'>, tenant = t.seed.tenant.id) =>
    t.app.inject({ ...options, headers: await authHeaders(t, email, tenant) } as InjectOptions);
  const save = (payload: object, email = ADMIN, tenant?: number) =>
    as(email, { method: 'POST', url: '/api/PushMessages/', payload }, tenant);
  const get = (id: number, email = ADMIN, tenant?: number) =>
    as(email, { method: 'GET', url: `/api/PushMessages/${id}` }, tenant);
  const page = async (query: string, email = ADMIN, tenant?: number) =>
    as(email, { method: 'GET', url: `/api/PushMessages/page?${query}` }, tenant);
  const message = (over: object = {}) => ({
    id: 0,
    type: 'message',
    text: 'Payslips are out.',
    date: FUTURE,
    recipients: [WEB_CHAT],
    ...over,
  });
  const create = async (over: object = {}, email = ADMIN) => {
    const res = await save(message(over), email);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { id: number; lastUpdated: string };
  };
  const fieldsOf = (res: { json: () => { error: { fields: Record<string, string[]> } } }) =>
    res.json().error.fields;

  beforeAll(async () => {
    t = await createTestApp({ seed: 'minimal' });
    reader = await memberWith(t, t.seed.tenant.id, ['normal-user']);
    const vendor = await createUser(t.db, { email: 'csm@vendor.test' });
    await addMember(t.db, t.seed.tenant.id, vendor.id, [...PERMISSIONS], {
      roleName: CSM_ROLE_NAME,
      csm: true,
    });
    surveyEditor = await memberWith(t, t.seed.tenant.id, ['normal-user', 'edit-surveys']);
    otherEditor = await memberWith(t, t.seed.other.id, ['normal-user', 'edit-push-messages']);
  });
  afterAll(() => t.close());

  it('offers the Web Chat group and the channel groups, searched from 3 characters', async () => {
    const all = await as(ADMIN, { method: 'GET', url: '/api/PushMessages/recipients' });
    expect(all.json()).toContainEqual(expect.objectContaining({ ...WEB_CHAT, type: 'group' }));
    const found = await as(ADMIN, { method: 'GET', url: '/api/PushMessages/recipients?search=WEB%20chat' });
    expect((found.json() as { name: string }[]).every((g) => /web chat/i.test(g.name))).toBe(true);
    const short = await as(ADMIN, { method: 'GET', url: '/api/PushMessages/recipients?search=we' });
    expectApiError(short, 400, 'VALIDATION');
    expect(fieldsOf(short)).toEqual({ search: ['Please type at least 3 characters'] });
  });

  it('lists the channels, the time options and the templates with manager ones marked', async () => {
    const channels = await as(ADMIN, { method: 'GET', url: '/api/PushMessages/channels' });
    expect(channels.json()).toContainEqual(expect.objectContaining({ id: 'directline', name: 'Web Chat' }));
    const times = await as(ADMIN, { method: 'GET', url: '/api/PushMessages/timeOptions' });
    expect((times.json() as { id: number; name: string }[]).map((o) => `${o.id} ${o.name}`)).toEqual([
      '0 Default',
      '1 Hourly',
      '2 Daily',
      '3 Weekly',
      '4 Monthly',
      '5 Yearly',
    ]);
    const templates = (await as(ADMIN, { method: 'GET', url: '/api/PushMessages/templates' })).json();
    expect(templates).toContainEqual(
      expect.objectContaining({ messageCategory: 'manager', selected: false }),
    );
    expect(templates).toContainEqual(expect.objectContaining({ messageCategory: 'general' }));
  });

  it('schedules a message with nothing delivered and lists it under Scheduled', async () => {
    const { id } = await create({ text: 'Benefits enrolment closes Friday.' });
    const scheduled = (await page('type=message&scheduled=true&orderBy=Date')).json();
    const item = (scheduled.items as TPushItem[]).find((i) => i.id === id)!;
    expect(item).toMatchObject({
      type: 'message',
      text: 'Benefits enrolment closes Friday.',
      date: FUTURE,
      status: 'Scheduled',
      statusId: PUSH_STATUSES.Scheduled,
      successfulRecipients: 0,
      botBlockedCount: 0,
      editable: true,
      lastUserUpdated: expect.any(String),
      recipients: [expect.objectContaining({ ...WEB_CHAT, type: 'group', pushMessageId: id })],
    });
    expect(scheduled.total).toBeGreaterThanOrEqual(1);
    const sent = (await page('type=message&scheduled=false')).json();
    expect((sent.items as TPushItem[]).map((i) => i.id)).not.toContain(id);
  });

  it('sends a dry run at the next 5-minute mark', async () => {
    const before = Date.now();
    const { id } = await create({ dryRun: true, date: null });
    const date = new Date((await get(id)).json().date).getTime();
    expect(date % 300_000).toBe(0);
    expect(date).toBeGreaterThan(before);
    expect(date - before).toBeLessThanOrEqual(300_000 + 1000);
  });

  it('gives the validation messages per field', async () => {
    const noRecipient = await save(message({ date: 'tomorrow', recipients: [], text: ' ' }));
    expectApiError(noRecipient, 400, 'VALIDATION');
    expect(fieldsOf(noRecipient)).toEqual({
      date: ['The delivery date must be a valid date.'],
      recipients: ['At least one recipient is required.'],
      text: ['Text message is required.'],
    });
    const past = await save(message({ date: '2020-01-01T00:00:00Z' }));
    expect(fieldsOf(past)).toEqual({ date: ['The delivery date must be a future date.'] });
    const unknown = await save(message({ recipients: [{ ...WEB_CHAT, recipientId: 'all-nowhere' }] }));
    expect(fieldsOf(unknown)).toEqual({ recipients: [expect.stringContaining('not available')] });
  });

  it('keeps the CSV recipients and checks their e-mails', async () => {
    const csv = (emails: string[]) => ({ recipients: [{ name: 'staff.csv', recipientAddresses: emails }] });
    expect(fieldsOf(await save(message(csv([]))))).toEqual({ recipientsCsv: ['CSV file is required.'] });
    expect(fieldsOf(await save(message(csv(['ana@acme.test', 'ana at acme']))))).toEqual({
      recipientsCsv: ['Invalid csv file. Please, check the email addresses format.'],
    });
    const many = Array.from({ length: 10_001 }, (_, i) => `e${i}@acme.test`);
    expect(fieldsOf(await save(message(csv(many))))).toEqual({
      recipientsCsv: ['10001 out of 10000 emails used - Please, remove some emails.'],
    });
    const { id } = await create({
      recipients: [],
      files: [{ name: 'staff.csv', emails: ['Ana@Acme.test', 'bo@acme.test'] }],
    });
    const item = (await get(id)).json() as TPushItem;
    expect(item.files).toEqual([{ name: 'staff.csv', emails: ['ana@acme.test', 'bo@acme.test'] }]);
    expect(item.recipients).toEqual([
      expect.objectContaining({ type: 'csv', recipientId: null, emailCount: 2, name: 'staff.csv' }),
    ]);
    const listed = ((await page('type=message&scheduled=true')).json().items as TPushItem[]).find(
      (i) => i.id === id,
    )!;
    expect(listed.recipients[0]).toMatchObject({ emailCount: 2, recipientAddresses: [] });
  });

  it('refuses CSV recipients when the company has no CSV uploads', async () => {
    const tenant = await createTenant(t.db, { features: ['PushMessaging'] });
    const editor = await memberWith(t, tenant.id, ['normal-user', 'edit-push-messages']);
    const res = await save(
      message({ recipients: [], files: [{ name: 'a.csv', emails: ['a@b.test'] }] }),
      editor,
      tenant.id,
    );
    expect(fieldsOf(res)).toEqual({ recipientsCsv: ['CSV uploads are not enabled for this company.'] });
  });

  it('updates from the lastUpdated it read and answers 409 to a stale one', async () => {
    const { id, lastUpdated } = await create();
    const first = await save(message({ id, lastUpdated, text: 'Payslips are out today.' }));
    expect(first.statusCode).toBe(200);
    expect(first.json().lastUpdated).not.toBe(lastUpdated);
    const stale = await save(message({ id, lastUpdated, text: 'Payslips are late.' }));
    expectApiError(stale, 409, 'CONFLICT');
    expect((await get(id)).json().text).toBe('Payslips are out today.');
    expectApiError(await save(message({ id, text: 'No version' })), 400, 'VALIDATION');
  });

  it('updates an item whose lastUpdated came from the database clock', async () => {
    const stored = await createPushItem(t.db, t.seed.tenant.id);
    // PostgreSQL's clock has microseconds, which the API's ISO dates drop
    await t.db.execute(
      sql`update push_items set last_updated = '2026-01-01T00:00:00.123456Z' where id = ${stored.id}`,
    );
    const { lastUpdated } = (await get(stored.id)).json() as TPushItem;
    expect(lastUpdated).toBe('2026-01-01T00:00:00.123Z');
    expect((await save(message({ id: stored.id, lastUpdated }))).statusCode).toBe(200);
  });

  it('keeps sent items read-only', async () => {
    const sent = await createPushItem(t.db, t.seed.tenant.id, {
      statusId: PUSH_STATUSES.Sent,
      date: new Date('2025-01-01T09:00:00Z'),
    });
    const item = (await get(sent.id)).json() as TPushItem;
    expect(item).toMatchObject({ status: 'Sent', editable: false });
    const update = await save(message({ id: sent.id, lastUpdated: item.lastUpdated }));
    expectApiError(update, 409, 'CONFLICT');
    expect(update.json().error.message).toBe('This item was sent already and can no longer be changed.');
    expectApiError(
      await as(ADMIN, { method: 'DELETE', url: `/api/PushMessages/${sent.id}` }),
      409,
      'CONFLICT',
    );
    const listed = (await page('type=message&scheduled=false')).json().items as TPushItem[];
    expect(listed.map((i) => i.id)).toContain(sent.id);
  });

  it('deletes a scheduled item', async () => {
    const { id } = await create();
    expect((await as(ADMIN, { method: 'DELETE', url: `/api/PushMessages/${id}` })).statusCode).toBe(204);
    expectApiError(await get(id), 404, 'NOT_FOUND');
  });

  it('filters the page by who saved last and pages through', async () => {
    const mine = await create({ text: 'Filtered by author' });
    const me = (await get(mine.id)).json().lastCustomerUserId as number;
    const byMe = (await page(`type=message&cuIds=${me}&pageSize=100`)).json();
    expect((byMe.items as TPushItem[]).every((i) => i.lastCustomerUserId === me)).toBe(true);
    expect((await page('type=message&cuIds=2147483000')).json()).toEqual({ items: [], total: 0 });
    const first = (await page('type=message&pageSize=1&page=1')).json();
    expect(first.items).toHaveLength(1);
    expect(first.total).toBeGreaterThan(1);
  });

  it('marks the items a Customer Success Manager of this tenant saved last, and only those', async () => {
    const byCsm = await create({ text: 'Saved by the CSM' }, 'csm@vendor.test');
    const byAdmin = await create({ text: 'Saved by the admin' });
    // a Customer Success Manager of another tenant is an ordinary editor here
    const user = await createUser(t.db);
    await addMember(t.db, t.seed.other.id, user.id, ['normal-user'], { csm: true });
    await addMember(t.db, t.seed.tenant.id, user.id, ['normal-user', 'edit-push-messages']);
    const byOther = await create({ text: 'Saved by a CSM elsewhere' }, user.email);
    const items = (await page('type=message&pageSize=100')).json().items as TPushItem[];
    const flag = (id: number) => items.find((i) => i.id === id)?.isLastUpdatedByCsm;
    expect([flag(byCsm.id), flag(byAdmin.id), flag(byOther.id)]).toEqual([true, false, false]);
    expect((await get(byCsm.id)).json()).toMatchObject({ isLastUpdatedByCsm: true });
  });

  it("offers as 'Last updated by...' everyone who saved an item last, CSMs left out, per tenant", async () => {
    const byAdmin = await create({ text: 'Saved by Alex' });
    const byCsm = await create({ text: 'Saved by the CSM too' }, 'csm@vendor.test');
    const otherItem = await save(message({ text: 'Globex news' }), otherEditor, t.seed.other.id);
    expect(otherItem.statusCode, otherItem.body).toBe(200);
    const authorOf = async (id: number, email = ADMIN, tenant?: number) =>
      (await get(id, email, tenant)).json().lastCustomerUserId as number;
    const [admin, csm, foreign] = [
      await authorOf(byAdmin.id),
      await authorOf(byCsm.id),
      await authorOf(otherItem.json().id, otherEditor, t.seed.other.id),
    ];
    const authors = async (email = ADMIN, tenant?: number) =>
      as(email, { method: 'GET', url: '/api/PushMessages/authors?type=message' }, tenant);
    const own = (await authors()).json() as { id: number; name: string }[];
    expect(own).toContainEqual({ id: admin, name: 'Ada Admin' });
    expect(own.map((a) => a.id)).not.toContain(csm);
    expect(own.map((a) => a.id)).not.toContain(foreign);
    // one page of one item still names every author
    expect((await page('type=message&pageSize=1')).json().items).toHaveLength(1);
    const ofOther = (await authors(otherEditor, t.seed.other.id)).json() as { id: number }[];
    expect(ofOther.map((a) => a.id)).toEqual([foreign]);
    expectApiError(await authors(otherEditor), 403, 'FORBIDDEN');
    const surveys = await as(ADMIN, { method: 'GET', url: '/api/PushMessages/authors?type=survey' });
    expect((surveys.json() as { id: number }[]).map((a) => a.id)).not.toContain(foreign);
  });

  it('gives a member of another tenant nothing of this tenant', async () => {
    const { id, lastUpdated } = await create({ text: 'Acme only' });
    const list = (await page('type=message&pageSize=100', otherEditor, t.seed.other.id)).json();
    expect((list.items as TPushItem[]).map((i) => i.id)).not.toContain(id);
    expectApiError(await get(id, otherEditor, t.seed.other.id), 404, 'NOT_FOUND');
    expectApiError(await save(message({ id, lastUpdated }), otherEditor, t.seed.other.id), 404, 'NOT_FOUND');
    const remove = { method: 'DELETE' as const, url: `/api/PushMessages/${id}` };
    expectApiError(await as(otherEditor, remove, t.seed.other.id), 404, 'NOT_FOUND');
    expectApiError(await get(id, otherEditor), 403, 'FORBIDDEN');
    expect((await get(id)).json().text).toBe('Acme only');
  });

  it('lets the general permission read and only the type’s edit permission write', async () => {
    const { id } = await create();
    expect((await get(id, reader)).statusCode).toBe(200);
    expect((await page('type=message', reader)).statusCode).toBe(200);
    expectApiError(await save(message(), reader), 403, 'FORBIDDEN');
    expectApiError(await save(message(), surveyEditor), 403, 'FORBIDDEN');
    const remove = { method: 'DELETE' as const, url: `/api/PushMessages/${id}` };
    expectApiError(await as(surveyEditor, remove), 403, 'FORBIDDEN');
  });

  it('needs the flag of the type: surveys stay closed to a company without Surveys', async () => {
    const features = FEATURES.filter((f) => f !== 'Surveys');
    const noSurveys = (await createTenant(t.db, { features })).id;
    const editor = await memberWith(t, noSurveys, ['normal-user', 'edit-push-messages']);
    expect((await page('type=message', editor, noSurveys)).statusCode).toBe(200);
    expectApiError(await page('type=survey', editor, noSurveys), 403, 'FORBIDDEN');
    const tenant = await createTenant(t.db, { features: [] });
    const member = await memberWith(t, tenant.id, ['normal-user', 'edit-push-messages']);
    const lookup = { method: 'GET' as const, url: '/api/PushMessages/timeOptions' };
    expectApiError(await as(member, lookup, tenant.id), 403, 'FORBIDDEN');
  });
});
