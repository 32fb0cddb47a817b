import { installSlack } from '../../../test/kits/push-delivery';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TDatabase } from '../../../db/client';
import { customers } from '../../../db/schema';
import { registerErrorHandler } from '../../../lib/error-handler';
import { testConfig } from '../../../test/app';
import { createTestDatabase } from '../../../test/db';
import { echoCore } from '../../../test/kits/directline';
import { slackRoutes } from './slack.routes';
import {
  buttonPress,
  directMessage,
  signedHeaders,
  startFakeSlackApi,
  TEST_SIGNING_SECRET,
} from '../../../test/kits/slack';

describe('Slack channel', () => {
  let app: FastifyInstance;
  let database: TDatabase;
  let slack: Awaited<ReturnType<typeof startFakeSlackApi>>;
  let customerId: number;
  const { core, received } = echoCore();
  const turns: unknown[] = [];

  beforeAll(async () => {
    slack = await startFakeSlackApi();
    database = await createTestDatabase();
    const [tenant] = await database.db.insert(customers).values({ name: 'Slack Co' }).returning();
    customerId = tenant!.id;
    await installSlack(database.db, customerId, 'xoxb-test', 'T1');
    const config = testConfig({ SLACK_SIGNING_SECRET: TEST_SIGNING_SECRET, SLACK_API_URL: slack.apiUrl });
    app = Fastify({ logger: false });
    registerErrorHandler(app);
    await app.register(slackRoutes, { db: database.db, config, core, onTurnDone: (e) => turns.push(e) });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await slack.close();
    await database.close();
  });

  const post = (url: string, payload: string, headers: Record<string, string>) =>
    app.inject({ method: 'POST', url, payload, headers });

  it('answers the URL verification challenge', async () => {
    const body = JSON.stringify({ type: 'url_verification', challenge: 'abc123', token: 'x' });
    const res = await post('/slack/events', body, signedHeaders(body));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ challenge: 'abc123' });
  });

  it('rejects a bad signature and a replayed timestamp with 401', async () => {
    const body = JSON.stringify({ type: 'url_verification', challenge: 'abc123' });
    const forged = signedHeaders(body, 'application/json', undefined, 'wrong-secret');
    expect((await post('/slack/events', body, forged)).statusCode).toBe(401);
    const old = signedHeaders(body, 'application/json', Math.floor(Date.now() / 1000) - 6 * 60);
    expect((await post('/slack/events', body, old)).statusCode).toBe(401);
    const { 'x-slack-signature': _dropped, ...unsigned } = signedHeaders(body);
    expect((await post('/slack/events', body, unsigned)).statusCode).toBe(401);
    const tampered = signedHeaders(body);
    expect((await post('/slack/events', body.replace('abc', 'xyz'), tampered)).statusCode).toBe(401);
  });

  it('answers a direct message through the Slack Web API', async () => {
    const before = slack.posts().length;
    const body = directMessage('T1', 'buttons');
    const res = await post('/slack/events', body, signedHeaders(body));
    expect(res.statusCode).toBe(200);
    await vi.waitFor(() => expect(slack.posts().length).toBe(before + 1));
    const sent = slack.posts().at(-1)!;
    expect(sent.token).toBe('xoxb-test');
    expect(sent.params.channel).toBe('D999');
    expect(sent.params.text).toBe('Was this helpful?');
    const blocks = JSON.parse(sent.params.blocks as string) as { type: string; elements?: unknown[] }[];
    expect(blocks[1]).toMatchObject({
      type: 'actions',
      elements: [
        { type: 'button', text: { text: 'Helpful' }, value: '{"rating":1}' },
        { type: 'button', text: { text: 'Not helpful' }, value: '{"rating":-1}' },
      ],
    });
    expect(received.at(-1)).toMatchObject({
      user: { customerId, channel: 'slack', channelUserId: 'U123', email: 'ann@acme.example' },
      conversationId: 'T1:D999',
      text: 'buttons',
    });
  });

  it('forwards a button press to the core as value', async () => {
    const before = slack.posts().length;
    const body = buttonPress('T1', { rating: 1 });
    const res = await post(
      '/slack/interactions',
      body,
      signedHeaders(body, 'application/x-www-form-urlencoded'),
    );
    expect(res.statusCode).toBe(200);
    await vi.waitFor(() => expect(slack.posts().length).toBe(before + 1));
    expect(received.at(-1)).toMatchObject({ value: { rating: 1 }, user: { channelUserId: 'U123' } });
    expect(slack.posts().at(-1)!.params.text).toBe('You chose {"rating":1}');
  });

  it('acknowledges but ignores an unknown team, bot messages and retries', async () => {
    const count = received.length;
    const done = turns.length;
    const unknown = directMessage('T-unknown', 'hello');
    expect((await post('/slack/events', unknown, signedHeaders(unknown))).statusCode).toBe(200);
    await vi.waitFor(() => expect(turns.length).toBe(done + 1));
    const fromBot = JSON.stringify({
      type: 'event_callback',
      team_id: 'T1',
      event: { type: 'message', channel_type: 'im', channel: 'D9', user: 'U1', text: 'x', bot_id: 'B1' },
    });
    expect((await post('/slack/events', fromBot, signedHeaders(fromBot))).statusCode).toBe(200);
    const retry = directMessage('T1', 'hello');
    const retryHeaders = { ...signedHeaders(retry), 'x-slack-retry-num': '1' };
    expect((await post('/slack/events', retry, retryHeaders)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received.length).toBe(count);
    expect(turns.length).toBe(done + 1);
  });

  it('acknowledges but does not answer a message with a NUL character, which the database refuses', async () => {
    const done = turns.length;
    for (const body of [directMessage('T1\u0000', 'hello'), directMessage('T1', 'vacation\u0000days')])
      expect((await post('/slack/events', body, signedHeaders(body))).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(turns).toHaveLength(done);
  });
});
