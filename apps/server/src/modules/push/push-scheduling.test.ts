import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { authHeaders } from '../../test/kits/access';
import { createTestApp, type TSeededTestApp } from '../../test/app';
import { TENANT_ADMIN as ADMIN } from '../../test/minimal-seed';

const WEB_CHAT = { name: 'All Web Chat users', channelId: 'directline', recipientId: 'all-directline' };
const FUTURE = '2099-03-01T09:00:00.000Z';
const LATER = '2099-04-01T09:00:00.000Z';

interface TJobRow {
  name: string;
  state: string;
  startAfter: string;
}

describe('push item jobs', () => {
  let t: TSeededTestApp;
  const as = async (options: Omit<InjectOptions, 'headers'>) =>
    t.app.inject({ ...options, headers: await authHeaders(t, ADMIN, t.seed.tenant.id) } as InjectOptions);
  const save = async (payload: object) => {
    const res = await as({ method: 'POST', url: '/api/PushMessages/', payload });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { id: number; lastUpdated: string };
  };
  const message = (over: object = {}) => ({
    id: 0,
    type: 'message',
    text: 'Payslips are out.',
    date: FUTURE,
    recipients: [WEB_CHAT],
    ...over,
  });
  const jobsOf = async (id: number) =>
    rowsOf<TJobRow>(
      await t.db.execute(sql`
        select name, state, to_char(start_after at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') as "startAfter"
        from pgboss.job where singleton_key in (${`push-${id}`}, ${`survey-${id}`})
        order by created_on`),
    );

  beforeAll(async () => {
    t = await createTestApp({ seed: 'minimal' });
  });
  afterAll(() => t.close());

  it('schedules the send job at the date, and a re-save moves it', async () => {
    const { id, lastUpdated } = await save(message());
    expect(await jobsOf(id)).toEqual([
      { name: 'push.send', state: 'created', startAfter: '2099-03-01T09:00:00' },
    ]);
    await save(message({ id, lastUpdated, date: LATER }));
    expect(await jobsOf(id)).toEqual([
      { name: 'push.send', state: 'cancelled', startAfter: '2099-03-01T09:00:00' },
      { name: 'push.send', state: 'created', startAfter: '2099-04-01T09:00:00' },
    ]);
  });

  it('schedules a dry run at the next 5-minute mark', async () => {
    const before = Date.now();
    const { id } = await save(message({ dryRun: true, date: null }));
    const [job] = await jobsOf(id);
    const at = Date.parse(`${job!.startAfter}Z`);
    expect(at % (5 * 60_000)).toBe(0);
    expect(at).toBeGreaterThan(before);
    expect(at - before).toBeLessThanOrEqual(5 * 60_000);
  });

  it('closes a survey at its close date, and deleting the item cancels both jobs', async () => {
    const { id } = await save({
      id: 0,
      type: 'survey',
      date: FUTURE,
      closeDate: LATER,
      greetingText: 'Hello',
      recipients: [WEB_CHAT],
      queries: [{ text: 'I feel supported.', responseOptions: ['Yes', 'No'] }],
    });
    expect(await jobsOf(id)).toEqual([
      { name: 'push.send', state: 'created', startAfter: '2099-03-01T09:00:00' },
      { name: 'survey.close', state: 'created', startAfter: '2099-04-01T09:00:00' },
    ]);
    expect((await as({ method: 'DELETE', url: `/api/PushMessages/${id}` })).statusCode).toBe(204);
    expect((await jobsOf(id)).map((job) => job.state)).toEqual(['cancelled', 'cancelled']);
  });

  it('saves nothing when the scheduling fails, so that the same save again works', async () => {
    const jobs = t.app.jobs.push;
    const scheduleItem = jobs.scheduleItem;
    const count = async () =>
      rowsOf<{ items: number; jobs: number }>(
        await t.db.execute(sql`
          select (select count(*)::int from push_items) as items,
                 (select count(*)::int from pgboss.job where name = 'push.send') as jobs`),
      )[0];
    const before = await count();
    // the job is written, then the connection fails: the job goes with the item
    jobs.scheduleItem = async (item, tx) => {
      await scheduleItem(item, tx);
      throw new Error('connection terminated');
    };
    try {
      const res = await as({ method: 'POST', url: '/api/PushMessages/', payload: message() });
      expect(res.statusCode).toBe(500);
    } finally {
      jobs.scheduleItem = scheduleItem;
    }
    expect(await count()).toEqual(before);
    const { id } = await save(message());
    expect((await jobsOf(id)).map((job) => job.state)).toEqual(['created']);
  });
});
