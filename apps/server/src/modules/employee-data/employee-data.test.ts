import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TAuditEvent } from '@askhr/shared/audit/audit.schemas';
import type { TEmployeeExport, TEmployeeFound } from '@askhr/shared/employee-data/employee-data.schemas';
import { PUSH_STATUSES } from '@askhr/shared/push/push.constants';
import { useTestApp } from '../../test/app';
import { answerSurvey, createPushItem } from '../../test/factories/push';
import { expectApiError, getAs, requestAs } from '../../test/kits/access';
import { createAnsweredQuestion, employee, scriptedRanker } from '../../test/kits/core';
import { useMembers } from '../../test/kits/members';
import { rowsOf } from '../../db/rows';
import { botUsers, pushDeliveries } from '../../db/schema';
import { createConversationCore } from '../../bot/core/conversation-core';
import { getDirectLineKey } from '../../bot/channels/directline/directline-secret';
import { createDirectLineTokens } from '../../bot/channels/directline/directline-tokens';
import { runCli } from '../../cli/commands';
import { REDACTED, redactUrl } from '../../lib/request-log';

const FIND = '/api/EmployeeData/find';
const EXPORT = '/api/EmployeeData/export';
const ERASE = '/api/EmployeeData/erase';
const ANNA = 'anna@acme.test';
const ASKED = 'how many vacation days do I have';

describe('one employee’s data: find, export, erase', () => {
  const t = useTestApp({ seed: 'minimal' });
  const who = useMembers(t, ['editor']);
  const script = scriptedRanker();
  const core = () => createConversationCore({ db: t.db, ranker: script.ranker });
  const ids = { survey: 0, bob: 0, otherAnna: 0, annaWebChat: 0 };

  const find = (query: string, email = who.admin, tenant = who.tenantId) =>
    getAs(t, `${FIND}?query=${encodeURIComponent(query)}`, email, tenant);
  const exportOf = (query: string, email = who.admin, tenant = who.tenantId) =>
    getAs(t, `${EXPORT}?query=${encodeURIComponent(query)}`, email, tenant);
  const erase = (body: unknown, email = who.admin, tenant = who.tenantId) =>
    requestAs(t, 'POST', ERASE, email, tenant, body);
  const found = async (query: string, tenant = who.tenantId, email = who.admin) => {
    const res = await find(query, email, tenant);
    expect(res.statusCode).toBe(200);
    return (res.json() as TEmployeeFound).botUsers;
  };

  /** What the dashboard's and Review's rollups hold for the tenant. */
  const rollups = async (tenant = who.tenantId) =>
    rowsOf(
      await t.db.execute(sql`select
        (select coalesce(sum(questions), 0)::int from report_daily where customer_id = ${tenant}) as questions,
        (select coalesce(sum(answers), 0)::int from report_daily where customer_id = ${tenant}) as answers,
        (select coalesce(sum(users), 0)::int from report_unique_users where customer_id = ${tenant}) as users,
        (select coalesce(sum(count), 0)::int from review_counts where customer_id = ${tenant}) as review,
        (select coalesce(sum(count), 0)::int from review_rating_counts where customer_id = ${tenant}) as ratings`),
    )[0];
  const surveyTotals = async () => {
    const res = await getAs(t, `/api/Surveys/${ids.survey}/totals`, who.admin, who.tenantId);
    expect(res.statusCode).toBe(200);
    return res.json() as unknown;
  };
  const auditOf = async (action: string) => {
    const res = await getAs(t, `/api/AuditTrail/page?action=${action}`, who.admin, who.tenantId);
    return (res.json() as { data: TAuditEvent[] }).data;
  };

  /** Anna's Web Chat message through the real Direct Line routes; Web Chat tokens carry no e-mail. */
  async function webChat(customerId: number, account: string, text: string) {
    const tokens = createDirectLineTokens(await getDirectLineKey(t.db), t.config.directLine.tokenTtlSeconds);
    const { token } = await tokens.issue({ customerId, botUserId: account });
    const started = await t.app.inject({
      method: 'POST',
      url: '/v3/directline/conversations',
      headers: { authorization: `Bearer ${token}` },
    });
    const { conversationId, token: bound } = started.json() as { conversationId: string; token: string };
    const posted = await t.app.inject({
      method: 'POST',
      url: `/v3/directline/conversations/${conversationId}/activities`,
      headers: { authorization: `Bearer ${bound}` },
      payload: { type: 'message', from: { id: account }, text },
    });
    expect(posted.statusCode).toBe(200);
  }

  it('sets up Anna on Slack, Teams and Web Chat, Bob, and another tenant’s Anna', async () => {
    const tenant = who.tenantId;
    const question = await createAnsweredQuestion(
      t.db,
      tenant,
      'How many vacation days do I have?',
      '25 days.',
    );
    script.on(tenant, ASKED, [{ questionId: question.id, score: 0.95 }]);
    script.on(who.otherId, ASKED, []);
    const bot = core();
    await bot.handle(
      employee(tenant, { channel: 'slack', channelUserId: 'U-ANNA', email: ANNA }).says(ASKED),
    );
    await bot.handle(
      employee(tenant, { channel: 'msteams', channelUserId: 'aad-anna', email: 'Anna@Acme.test' }).says(
        ASKED,
      ),
    );
    await bot.handle(
      employee(tenant, { channel: 'slack', channelUserId: 'U-BOB', email: 'bob@acme.test' }).says(ASKED),
    );
    await bot.handle(
      employee(who.otherId, { channel: 'slack', channelUserId: 'U-ANNA', email: ANNA }).says(ASKED),
    );
    await webChat(tenant, 'wc-anna', ASKED);
    // the Web Chat page of the tenant's intranet knows her address
    await t.db.update(botUsers).set({ email: ANNA }).where(eq(botUsers.channelUserId, 'wc-anna'));

    const all = await t.db.select().from(botUsers);
    const idOf = (customerId: number, account: string) =>
      all.find((u) => u.customerId === customerId && u.channelUserId === account)!.id;
    ids.bob = idOf(tenant, 'U-BOB');
    ids.otherAnna = idOf(who.otherId, 'U-ANNA');
    ids.annaWebChat = idOf(tenant, 'wc-anna');

    const survey = await createPushItem(t.db, tenant, { type: 'survey', statusId: PUSH_STATUSES.Sent });
    ids.survey = survey.id;
    await answerSurvey(t.db, tenant, survey.id, 'Yes', idOf(tenant, 'U-ANNA'));
    await answerSurvey(t.db, tenant, survey.id, 'No', ids.bob);
    const otherSurvey = await createPushItem(t.db, who.otherId, {
      type: 'survey',
      statusId: PUSH_STATUSES.Sent,
    });
    await answerSurvey(t.db, who.otherId, otherSurvey.id, 'Yes', ids.otherAnna);

    const message = await createPushItem(t.db, tenant, { statusId: PUSH_STATUSES.Sent });
    const sent = { pushItemId: message.id, state: 'sent', sentAt: new Date() };
    await t.db.insert(pushDeliveries).values([
      { customerId: tenant, botUserId: idOf(tenant, 'aad-anna'), channel: 'msteams', ...sent },
      { customerId: tenant, botUserId: ids.bob, channel: 'slack', ...sent },
      // a CSV address whose Slack account was found before she wrote to the bot
      { customerId: tenant, email: 'ANNA@acme.test', channel: 'slack', address: 'U-ANNA', ...sent },
    ]);
  });

  it('finds her three chat accounts by e-mail in any case, and one by its account id', async () => {
    const byEmail = await found('ANNA@ACME.TEST');
    expect(byEmail.map((u) => [u.channel, u.channelUserId, u.messages])).toEqual([
      ['directline', 'wc-anna', 1],
      ['msteams', 'aad-anna', 1],
      ['slack', 'U-ANNA', 1],
    ]);
    expect(await found('wc-anna')).toEqual([expect.objectContaining({ id: ids.annaWebChat, email: ANNA })]);
    expect(await found('nobody@acme.test')).toEqual([]);
    // the other tenant's Anna is the other tenant's
    expect((await found(ANNA, who.otherId, who.otherAdmin)).map((u) => u.id)).toEqual([ids.otherAnna]);
  });

  it('exports her messages, survey answers, deliveries and Web Chat transcript, nobody else’s', async () => {
    const res = await exportOf(ANNA);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="employee-data.json"');
    const document = res.json() as TEmployeeExport;
    expect(document.botUsers.map((u) => u.profile.channelUserId)).toEqual(['wc-anna', 'aad-anna', 'U-ANNA']);
    const [webChat, teams, slack] = document.botUsers;
    expect(slack!.messages).toEqual([
      expect.objectContaining({
        text: ASKED,
        channel: 'slack',
        outcome: 'answered',
        questionText: 'How many vacation days do I have?',
        answerText: expect.stringContaining('25 days.'),
        rating: null,
      }),
    ]);
    expect(slack!.surveyAnswers).toEqual([
      expect.objectContaining({ survey: 'I feel supported by my manager.', answer: 'Yes' }),
    ]);
    expect(slack!.deliveries).toEqual([expect.objectContaining({ type: 'message', state: 'sent' })]);
    expect(teams!.deliveries).toHaveLength(1);
    expect(teams!.transcript).toEqual([]);
    expect(webChat!.messages.map((m) => m.text)).toEqual([ASKED]);
    // the bot's welcome, her message and the answer
    expect(webChat!.transcript).toContainEqual(
      expect.objectContaining({ from: 'employee', text: ASKED, timestamp: expect.any(String) }),
    );
    expect(webChat!.transcript.some((a) => a.from === 'bot')).toBe(true);
    const text = JSON.stringify(document);
    expect(text).not.toContain('U-BOB');
    expect(text).not.toContain('"No"');
    expect(document.botUsers.map((u) => u.profile.id)).not.toContain(ids.otherAnna);

    expectApiError(await exportOf('nobody@acme.test'), 404, 'NOT_FOUND');
    expect((await auditOf('employee.export'))[0]).toMatchObject({
      actor: who.admin,
      target: ANNA,
      detail: 'botUsers 3; messages 3; surveyResponses 1; deliveries 2',
    });
  });

  it('keeps the e-mail or account searched for out of the request log', () => {
    expect(redactUrl(`${EXPORT}?query=anna%40acme.test`)).toBe(`${EXPORT}?query=${REDACTED}`);
  });

  it('refuses bad input with 400, without manage-users with 403, and another tenant’s member', async () => {
    expectApiError(await find(''), 400, 'VALIDATION');
    expectApiError(await find('x'.repeat(321)), 400, 'VALIDATION');
    expectApiError(await erase({ query: ANNA, botUserIds: [] }), 400, 'VALIDATION');
    expectApiError(await erase({ query: ANNA, botUserIds: ['1'] }), 400, 'VALIDATION');
    expectApiError(await find(ANNA, who.editor), 403, 'FORBIDDEN');
    expectApiError(await exportOf(ANNA, who.editor), 403, 'FORBIDDEN');
    expectApiError(await erase({ query: ANNA, botUserIds: [ids.annaWebChat] }, who.editor), 403, 'FORBIDDEN');
    // the other tenant's administrator, in this tenant or through their own
    expectApiError(await find(ANNA, who.otherAdmin), 403, 'FORBIDDEN');
    expectApiError(await exportOf(ANNA, who.otherAdmin), 403, 'FORBIDDEN');
    expectApiError(
      await erase({ query: ANNA, botUserIds: [ids.annaWebChat] }, who.otherAdmin, who.otherId),
      409,
      'CONFLICT',
    );
    expect(await found(ANNA)).toHaveLength(3);
  });

  it('refuses to erase accounts that no longer match the search (409), erasing nothing', async () => {
    const anna = (await found(ANNA)).map((u) => u.id);
    expectApiError(await erase({ query: ANNA, botUserIds: [...anna, ids.bob] }), 409, 'CONFLICT');
    expectApiError(await erase({ query: 'wc-anna', botUserIds: anna }), 409, 'CONFLICT');
    expect(await found(ANNA)).toHaveLength(3);
  });

  it('erases exactly her, keeping the reports’, Review’s and the survey’s counts', async () => {
    const before = {
      tenant: await rollups(),
      other: await rollups(who.otherId),
      survey: await surveyTotals(),
    };
    const anna = (await found(ANNA)).map((u) => u.id);
    const res = await erase({ query: ANNA, botUserIds: anna });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      erased: { botUsers: 3, messages: 3, activities: expect.any(Number), surveyResponses: 1, deliveries: 2 },
    });
    expect(res.json().erased.activities).toBeGreaterThanOrEqual(2);

    expect(await found(ANNA)).toEqual([]);
    expect(await found('wc-anna')).toEqual([]);
    expectApiError(await exportOf(ANNA), 404, 'NOT_FOUND');
    expect(await rollups()).toEqual(before.tenant);
    expect(await rollups(who.otherId)).toEqual(before.other);
    expect(await surveyTotals()).toEqual(before.survey);
    // nothing of her is left where the erased accounts were
    const left = rowsOf(
      await t.db.execute(sql`select
        (select count(*)::int from utterances where bot_user_id = any(${`{${anna.join(',')}}`}::int[])) as messages,
        (select count(*)::int from directline_conversations where bot_user_id = 'wc-anna') as conversations,
        (select count(*)::int from bot_conversation_refs where bot_user_id = any(${`{${anna.join(',')}}`}::int[])) as refs,
        (select count(*)::int from push_deliveries where lower(email) = ${ANNA} or address = 'U-ANNA') as deliveries,
        (select count(*)::int from push_deliveries where customer_id = ${who.tenantId}) as all_deliveries`),
    )[0];
    expect(left).toEqual({ messages: 0, conversations: 0, refs: 0, deliveries: 0, all_deliveries: 3 });
    // Bob and the other tenant's Anna are as they were
    expect((await found('bob@acme.test')).map((u) => [u.id, u.messages])).toEqual([[ids.bob, 1]]);
    expect((await found(ANNA, who.otherId, who.otherAdmin)).map((u) => [u.id, u.messages])).toEqual([
      [ids.otherAnna, 1],
    ]);

    expect((await auditOf('employee.erase'))[0]).toMatchObject({
      actor: who.admin,
      target: ANNA,
      detail: expect.stringMatching(
        /^botUsers 3; messages 3; activities \d+; surveyResponses 1; deliveries 2$/,
      ),
    });
  });

  it('exports and erases from the command line, recorded as the CLI', async () => {
    await core().handle(
      employee(who.tenantId, { channel: 'slack', channelUserId: 'U-CAROL', email: 'carol@acme.test' }).says(
        ASKED,
      ),
    );
    const cli = async (...argv: string[]) => {
      const out: string[] = [];
      const err: string[] = [];
      const code = await runCli(argv, {
        db: t.db,
        config: t.config,
        out: (l) => out.push(l),
        err: (l) => err.push(l),
      });
      return { code, out: out.join('\n'), err: err.join('\n') };
    };
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'employee-')), 'carol.json');
    const tenant = String(who.tenantId);

    expect(await cli('employee', 'export', tenant, 'carol@acme.test', '--out', file)).toMatchObject({
      code: 0,
    });
    const document = JSON.parse(fs.readFileSync(file, 'utf8')) as TEmployeeExport;
    expect(document.botUsers.map((u) => [u.profile.channelUserId, u.messages.length])).toEqual([
      ['U-CAROL', 1],
    ]);
    expect((await cli('employee', 'export', tenant, 'U-CAROL')).out).toContain('"channelUserId": "U-CAROL"');

    const listed = await cli('employee', 'erase', tenant, 'carol@acme.test');
    expect(listed.code).toBe(2);
    expect(listed.out).toContain('Would erase');
    expect(listed.out).toContain('U-CAROL');
    expect(listed.err).toContain('--yes');
    expect(await found('carol@acme.test')).toHaveLength(1);

    const done = await cli('employee', 'erase', tenant, 'carol@acme.test', '--yes');
    expect(done).toMatchObject({
      code: 0,
      out: expect.stringContaining('Erased 1 chat accounts, 1 messages'),
    });
    expect(await found('carol@acme.test')).toEqual([]);
    expect(await cli('employee', 'erase', tenant, 'carol@acme.test', '--yes')).toMatchObject({
      code: 1,
      err: expect.stringContaining('No employee'),
    });
    expect(await cli('employee', 'export', 'acme', 'carol@acme.test')).toMatchObject({
      code: 2,
      err: expect.stringContaining('"acme" is not a tenant id'),
    });
    expect((await cli('employee', 'erase', tenant)).code).toBe(2);

    const cliEvents = [...(await auditOf('employee.erase')), ...(await auditOf('employee.export'))].filter(
      (e) => e.target === 'carol@acme.test' || e.target === 'U-CAROL',
    );
    expect(cliEvents.map((e) => e.action).sort()).toEqual([
      'employee.erase',
      'employee.export',
      'employee.export',
    ]);
    for (const event of cliEvents) expect(event.actor).toMatch(/^cli \(.+\)$/);
  });
});
