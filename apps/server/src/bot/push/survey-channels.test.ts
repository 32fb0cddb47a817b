import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SURVEY_ANSWER_MESSAGES, SURVEY_DEFAULT_GREETING } from '@askhr/shared/push/push.constants';
import type { TPushItem, TSurveyTotals } from '@askhr/shared/push/push.schemas';
import { authHeaders, memberWith } from '../../test/kits/access';
import { createTestApp, type TTestApp } from '../../test/app';
import { createTenant } from '../../test/factories/tenants';
import { getDirectLineKey } from '../channels/directline/directline-secret';
import { createDirectLineTokens } from '../channels/directline/directline-tokens';
import {
  buttonsOf,
  pressOn,
  signedHeaders,
  TEST_SIGNING_SECRET,
  type TFakeSlackCall,
} from '../../test/kits/slack';
import { employeeOn, installSlack } from '../../test/kits/push-delivery';
import { startFakeSlackWorkspace, type TFakeSlackWorkspace } from '../../test/kits/slack-workspace';

const TEAM = 'T-SURVEY';
const QUESTION = 'I feel supported by my manager.';
type TActivity = {
  from: { role?: string };
  text?: string;
  suggestedActions?: { actions: { value: unknown }[] };
};

/**
 * The whole way of a survey: saved with a CSV list through the portal API, sent by the job at
 * its date to the local Slack and Web Chat, answered by pressing its buttons through the
 * channels' own endpoints (a signed Slack interaction, a Direct Line activity), then reported.
 */
describe('a survey to a CSV list, answered on Slack and Web Chat', () => {
  let t: TTestApp;
  let slack: TFakeSlackWorkspace;
  let customerId: number;
  let editor: string;

  const api = async (options: Omit<InjectOptions, 'headers'>) =>
    t.app.inject({ ...options, headers: await authHeaders(t, editor, customerId) } as InjectOptions);

  beforeAll(async () => {
    // eve is in the Slack workspace but has never talked to the bot
    slack = await startFakeSlackWorkspace({ users: { 'eve@acme.test': 'U-EVE' } });
    t = await createTestApp({
      env: {
        SLACK_API_URL: slack.apiUrl,
        SLACK_SIGNING_SECRET: TEST_SIGNING_SECRET,
        JOBS_POLLING_SECONDS: '0.5',
      },
    });
    customerId = (await createTenant(t.db, { features: ['Surveys', 'PushItemsUploadCSV'] })).id;
    await installSlack(t.db, customerId, 'xoxb-survey', TEAM);
    editor = await memberWith(t, customerId, ['normal-user', 'edit-surveys']);
  });
  afterAll(async () => {
    await t.close();
    await slack.close();
  });

  /** Sends the press of a button of the survey as posted to `postedTo`, by this Slack user. */
  const sendSlackPress = async (slackUserId: string, title: string, postedTo = slackUserId) => {
    const post = slack.posts.find((p) => p.channel === postedTo && p.blocks)!;
    const posted: TFakeSlackCall = { method: 'chat.postMessage', token: undefined, params: { ...post } };
    const button = buttonsOf(posted).find((b) => b.text.text === title)!;
    const body = pressOn(TEAM, posted, button, slackUserId);
    const res = await t.app.inject({
      method: 'POST',
      url: '/slack/interactions',
      payload: body,
      headers: signedHeaders(body, 'application/x-www-form-urlencoded'),
    });
    expect(res.statusCode).toBe(200);
  };

  /** Presses a button of the survey as posted to this Slack user; resolves with the bot's reply. */
  const pressOnSlack = async (slackUserId: string, title: string) => {
    const before = slack.posts.length;
    await sendSlackPress(slackUserId, title);
    return vi.waitFor(
      () => {
        const reply = slack.posts.slice(before).find((p) => p.channel === slackUserId);
        expect(reply).toBeDefined();
        return reply!.text;
      },
      { timeout: 5000 },
    );
  };

  /** Presses a button of the survey in this employee's Web Chat; resolves with the bot's reply. */
  const pressOnWebChat = async (channelUserId: string, title: string) => {
    const tokens = createDirectLineTokens(await getDirectLineKey(t.db), 600);
    const { token } = await tokens.issue({ customerId, botUserId: channelUserId });
    const url = `/v3/directline/conversations/conv-${channelUserId}/activities`;
    const headers = { authorization: `Bearer ${token}` };
    const list = async () =>
      (await t.app.inject({ method: 'GET', url, headers })).json().activities as TActivity[];
    const before = await list();
    const survey = before.find((a) => a.suggestedActions)!;
    expect(survey.text).toContain(QUESTION);
    const titled = survey.suggestedActions!.actions as { title: string; value: unknown }[];
    const value = titled.find((a) => a.title === title)!.value;
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers,
      payload: { type: 'message', from: { name: 'Employee' }, value },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await list();
    return after.slice(before.length).find((a) => a.from.role === 'bot')?.text;
  };

  it('counts each employee’s first press once and reports exactly the answers given', async () => {
    const { db } = t;
    const [ann, bob] = [
      await employeeOn(db, customerId, 'slack', { email: 'ann@acme.test' }),
      await employeeOn(db, customerId, 'slack', { email: 'bob@acme.test' }),
    ];
    const cat = await employeeOn(db, customerId, 'directline', { email: 'cat@acme.test' });
    // dan gets the survey on Web Chat and does not answer
    await employeeOn(db, customerId, 'directline', { email: 'dan@acme.test' });
    const emails = ['Ann@acme.test', 'bob@acme.test', 'cat@acme.test', 'dan@acme.test', 'eve@acme.test'];
    const saved = await api({
      method: 'POST',
      url: '/api/PushMessages/',
      payload: {
        id: 0,
        type: 'survey',
        date: new Date(Date.now() + 2000).toISOString(),
        closeDate: new Date(Date.now() + 86_400_000).toISOString(),
        greetingText: SURVEY_DEFAULT_GREETING,
        recipients: [],
        files: [{ name: 'staff.csv', emails: [...emails, 'nobody@acme.test'] }],
        queries: [{ text: QUESTION, surveyQueryOptionId: 1, responseOptions: ['Yes', 'No'] }],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { id } = saved.json() as { id: number };

    // the job sends it at its date: five reached, one address nobody knows
    const sent = await vi.waitFor(
      async () => {
        const item = (await api({ method: 'GET', url: `/api/Surveys/${id}` })).json() as TPushItem;
        expect(item.status).not.toBe('Scheduled');
        expect(item.status).not.toBe('Sending');
        return item;
      },
      { timeout: 20_000, interval: 250 },
    );
    expect(sent).toMatchObject({ status: 'PartiallySent', successfulRecipients: 5, botNotInstalledCount: 1 });

    const { thanks, already } = SURVEY_ANSWER_MESSAGES;
    expect(await pressOnSlack(ann.channelUserId, 'Yes')).toBe(thanks);
    expect(await pressOnSlack(bob.channelUserId, 'No')).toBe(thanks);
    expect(await pressOnSlack('U-EVE', 'Yes')).toBe(thanks);
    expect(await pressOnWebChat(cat.channelUserId, 'Yes')).toBe(thanks);
    // someone the survey never reached presses a copy of ann's button: nothing is recorded
    await sendSlackPress('U-STRANGER', 'No', ann.channelUserId);
    // a second press, even of the other option, changes nothing
    expect(await pressOnSlack(ann.channelUserId, 'No')).toBe(already);
    expect(await pressOnWebChat(cat.channelUserId, 'No')).toBe(already);

    const totals = (await api({ method: 'GET', url: `/api/Surveys/${id}/totals` })).json() as TSurveyTotals;
    expect(totals).toEqual([
      expect.objectContaining({
        text: QUESTION,
        successfulRecipients: 5,
        totals: [
          { id: 'Yes', count: 3 },
          { id: 'No', count: 1 },
        ],
      }),
    ]);
    const report = await api({ method: 'GET', url: `/api/Surveys/${id}/report` });
    expect(report.body.trim().split('\n')).toEqual([
      'Question,Response,Responses,Percentage',
      `${QUESTION},Yes,3,60%`,
      `${QUESTION},No,1,20%`,
      `${QUESTION},Not Answered,1,20%`,
    ]);
  });
});
