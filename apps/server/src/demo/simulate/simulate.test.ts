import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOT_ROLES } from '@askhr/shared/bot/bot.constants';
import { botUsers, utterances } from '../../db/schema';
import { PERMISSIONS } from '@askhr/shared/access/permissions';
import { SURVEY_NOT_ANSWERED } from '@askhr/shared/push/push.constants';
import { pushDeliveries, pushItems, surveyQueries, surveyResponses } from '../../db/schema-push';
import { createDemoTestApp, type TDemoTestApp } from '../../test/demo-app';
import { getAs, memberWith } from '../../test/kits/access';
import { createUnderstanding } from '../../bot/understanding';
import { generateEmployees } from './employees';
import { generateMessages, OUT_OF_SCOPE_SHARE } from './messages';
import { createRandom } from './prng';
import { parseSimulateArgs } from './simulate-args';
import { simulateTenant } from './simulate-tenant';
import { simulatePushHistory } from './push-history';

const END = new Date('2026-06-30T12:00:00Z');
const phrasings = Array.from({ length: 50 }, (_, i) => ({
  questionId: i + 1,
  text: `how do I request item number ${i + 1} please`,
}));

function generate(seed: number) {
  const random = createRandom(seed);
  const employees = generateEmployees(random, {
    count: 400,
    countryCodes: ['GLOBAL', 'ES', 'DE', 'US'],
    domain: 'acme.example',
  });
  const messages = generateMessages(random, { employees, phrasings, days: 60, perDay: 60, end: END });
  return { employees, messages };
}

const share = <T>(items: T[], test: (item: T) => boolean) => items.filter(test).length / items.length;

describe('simulated employees', () => {
  it('are the same for the same seed and differ for another', () => {
    const a = generate(42);
    expect(generate(42)).toEqual(a);
    expect(generate(43).messages.map((m) => m.text)).not.toEqual(a.messages.map((m) => m.text));
  });

  it('live in the tenant countries (not Global), mostly team members, on the three channels', () => {
    const { employees } = generate(1);
    expect(new Set(employees.map((e) => e.countryCode))).toEqual(new Set(['ES', 'DE', 'US']));
    const managers = share(employees, (e) => e.roleId === BOT_ROLES.peopleManager);
    expect(managers).toBeGreaterThan(0.05);
    expect(managers).toBeLessThan(0.2);
    expect(share(employees, (e) => e.channel === 'msteams')).toBeGreaterThan(0.4);
    expect(share(employees, (e) => e.channel === 'slack')).toBeGreaterThan(0.2);
    expect(share(employees, (e) => e.channel === 'directline')).toBeGreaterThan(0.12);
    expect(new Set(employees.map((e) => e.channelUserId)).size).toBe(employees.length);
    expect(employees[0]!.email).toMatch(/^[a-z]+\.[a-z]+\d+@acme\.example$/);
  });

  it('write within the period, oldest first, rarely at weekends, about a tenth out of scope', () => {
    const { messages } = generate(2);
    expect(messages.length).toBeGreaterThan(2000);
    const times = messages.map((m) => m.at.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(Math.min(...times)).toBeGreaterThanOrEqual(END.getTime() - 61 * 86_400_000);
    expect(Math.max(...times)).toBeLessThan(END.getTime());
    const weekend = share(messages, (m) => [0, 6].includes(m.at.getUTCDay()));
    expect(weekend).toBeLessThan(0.06);
    const outOfScope = share(messages, (m) => m.kind === 'outOfScope');
    expect(outOfScope).toBeGreaterThan(OUT_OF_SCOPE_SHARE - 0.03);
    expect(outOfScope).toBeLessThan(OUT_OF_SCOPE_SHARE + 0.03);
    // variations: not every phrasing is sent as written
    const varied = messages.filter((m) => m.kind === 'phrasing' && !phrasings.some((p) => p.text === m.text));
    expect(varied.length).toBeGreaterThan(messages.length * 0.3);
  });

  it('reads its command line', () => {
    expect(parseSimulateArgs(['--tenant', '1', '--days=90', '--per-day', '40'])).toEqual({
      tenant: 1,
      days: 90,
      perDay: 40,
    });
    expect(() => parseSimulateArgs(['--days', '9'])).toThrow(/tenant/);
    expect(() => parseSimulateArgs(['--tenant', '1', '--bogus', '1'])).toThrow();
  });
});

describe('a simulation through the real bot (demo knowledge base)', () => {
  let t: TDemoTestApp;
  beforeAll(async () => {
    t = await createDemoTestApp();
  });
  afterAll(() => t.close());

  it('logs each utterance at its simulated date, with bot users, reasons and ratings', async () => {
    const silentLog = { info: () => undefined, error: () => undefined } as never;
    const { ranker } = createUnderstanding(t.db, silentLog);
    // the demo's current answers start six weeks before seeding: a recent period finds them
    const end = new Date();
    const summary = await simulateTenant(t.db, ranker, {
      customerId: t.acmeId,
      days: 5,
      perDay: 30,
      seed: 7,
      end,
    });
    const rows = await t.db.select().from(utterances).where(eq(utterances.customerId, t.acmeId));
    expect(rows.length).toBe(summary.messages);
    expect(summary.messages).toBeGreaterThan(40);
    for (const row of rows) {
      expect(row.date.getTime()).toBeLessThan(end.getTime());
      expect(row.date.getTime()).toBeGreaterThanOrEqual(end.getTime() - 6 * 86_400_000);
    }
    expect(summary.answered).toBeGreaterThan(0);
    expect(summary.answered).toBeLessThan(summary.messages);
    const ratings = rows.filter((r) => r.rating !== null);
    expect(ratings.length).toBe(summary.rated.helpful + summary.rated.notHelpful);
    expect(ratings.length).toBeGreaterThan(0);
    expect(ratings.every((r) => r.reasonId === null)).toBe(true);
    const users = await t.db.select().from(botUsers).where(eq(botUsers.customerId, t.acmeId));
    expect(users.length).toBe(summary.employees);
    expect(users.every((u) => u.lastSeen.getTime() < end.getTime() + 300_000)).toBe(true);
    expect(new Set(users.map((u) => u.channel)).size).toBeGreaterThan(1);
  });

  it('sends the demo pushes and surveys to the employees the bot knew, and some answer', async () => {
    // a later "now" than the simulation's: every demo push finds the simulated employees
    const end = new Date(Date.now() + 90 * 86_400_000);
    const sent = await simulatePushHistory(t.db, createRandom(3), {
      customerId: t.acmeId,
      end,
      author: { name: 'Alex Morgan', email: 'admin@acme.test' },
    });
    const items = await t.db.select().from(pushItems).where(eq(pushItems.customerId, t.acmeId));
    expect(items).toHaveLength(sent);
    // the 'Last updated by...' filter offers the sender, as every item names him
    const authors = await getAs(t, '/api/PushMessages/authors?type=message', 'admin@acme.test', t.acmeId);
    expect(authors.json()).toEqual([{ id: items[0]!.lastCustomerUserId, name: 'Alex Morgan' }]);
    expect(items.filter((i) => i.type === 'survey').length).toBe(2);
    const employees = (await t.db.select().from(botUsers).where(eq(botUsers.customerId, t.acmeId))).length;
    const admin = await memberWith(t, t.acmeId, [...PERMISSIONS]);
    for (const item of items) {
      const deliveries = await t.db
        .select()
        .from(pushDeliveries)
        .where(eq(pushDeliveries.pushItemId, item.id));
      expect(deliveries).toHaveLength(employees);
      expect(item.successfulRecipients).toBe(deliveries.filter((d) => d.state === 'sent').length);
      expect(item.successfulRecipients + item.botBlockedCount).toBe(employees);
      if (item.type !== 'survey') continue;
      const res = await getAs(t, `/api/Surveys/${item.id}/totals`, admin, t.acmeId);
      expect(res.statusCode, res.body).toBe(200);
      const [query] = res.json() as { totals: { id: string; count: number }[] }[];
      const answered = await t.db
        .select({ id: surveyResponses.id })
        .from(surveyResponses)
        .innerJoin(surveyQueries, eq(surveyQueries.id, surveyResponses.surveyQueryId))
        .where(eq(surveyQueries.pushItemId, item.id));
      const counted = query!.totals
        .filter((x) => x.id !== SURVEY_NOT_ANSWERED)
        .reduce((n, x) => n + x.count, 0);
      // the report counts every answer, and about half the employees answered
      expect(counted).toBe(answered.length);
      expect(counted).toBeGreaterThan(item.successfulRecipients / 4);
    }
  });
});
