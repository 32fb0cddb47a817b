import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { expect, vi } from 'vitest';
import type { TDb } from '../../db/client';
import { registerErrorHandler } from '../../lib/error-handler';
import { testConfig } from '../app';
import type { TConversationCore } from '../../bot/conversation.types';
import { slackSignature } from '../../bot/channels/slack/slack-signature';
import { slackRoutes } from '../../bot/channels/slack/slack.routes';

export const TEST_SIGNING_SECRET = 'test-signing-secret';

export interface TFakeSlackCall {
  method: string;
  token: string | undefined;
  params: Record<string, unknown>;
}

/** Tests only: a Slack Web API that records every call and answers `{ ok: true }`. */
export async function startFakeSlackApi() {
  const calls: TFakeSlackCall[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const method = (req.url ?? '').replace(/^\/api\//, '').split('?')[0] ?? '';
      const isJson = (req.headers['content-type'] ?? '').includes('json');
      const params: Record<string, unknown> = isJson
        ? (JSON.parse(body || '{}') as Record<string, unknown>)
        : Object.fromEntries(new URLSearchParams(body));
      const token =
        req.headers.authorization?.replace(/^Bearer /, '') ?? (params.token as string | undefined);
      calls.push({ method, token, params });
      res.writeHead(200, { 'content-type': 'application/json' });
      const user = { id: params.user, profile: { email: 'ann@acme.example' } };
      res.end(JSON.stringify(method === 'users.info' ? { ok: true, user } : { ok: true, ts: '1.0' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}/api/`,
    calls,
    posts: () => calls.filter((c) => c.method === 'chat.postMessage'),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Headers Slack would send with this body, signed now (or at `timestamp`). */
export function signedHeaders(
  rawBody: string,
  contentType = 'application/json',
  timestamp = Math.floor(Date.now() / 1000),
  secret = TEST_SIGNING_SECRET,
) {
  const ts = String(timestamp);
  return {
    'content-type': contentType,
    'x-slack-request-timestamp': ts,
    'x-slack-signature': slackSignature(secret, ts, rawBody),
  };
}

export function directMessage(teamId: string, text: string, user = 'U123') {
  return JSON.stringify({
    type: 'event_callback',
    team_id: teamId,
    event: { type: 'message', channel_type: 'im', channel: 'D999', user, text, ts: '1.1' },
  });
}

export function buttonPress(teamId: string, value: Record<string, unknown>, user = 'U123') {
  const payload = {
    type: 'block_actions',
    team: { id: teamId },
    user: { id: user },
    channel: { id: 'D999' },
    actions: [{ action_id: 'askhr_button_0', value: JSON.stringify(value) }],
  };
  return new URLSearchParams({ payload: JSON.stringify(payload) }).toString();
}

export interface TPostedButton {
  action_id: string;
  text: { type: 'plain_text'; text: string };
  value: string;
}

/** The blocks of a message the bot posted (the Web API client sends them as a JSON string). */
export function blocksOf(call: TFakeSlackCall) {
  const blocks = call.params.blocks;
  return (typeof blocks === 'string' ? JSON.parse(blocks) : (blocks ?? [])) as {
    type: string;
    elements?: unknown[];
  }[];
}

/** The buttons of a message the bot posted, from its actions block. */
export function buttonsOf(call: TFakeSlackCall) {
  return (blocksOf(call).find((block) => block.type === 'actions')?.elements ?? []) as TPostedButton[];
}

/**
 * The block_actions interaction Slack sends when `button` of the posted message is pressed (the
 * fake Web API gave every post the ts 1.0).
 */
export function pressOn(teamId: string, posted: TFakeSlackCall, button: TPostedButton, user = 'U123') {
  const channel = String(posted.params.channel);
  const payload = {
    type: 'block_actions',
    team: { id: teamId },
    user: { id: user },
    channel: { id: channel },
    container: { type: 'message', message_ts: '1.0', channel_id: channel },
    message: { type: 'message', ts: '1.0', text: posted.params.text, blocks: blocksOf(posted) },
    actions: [{ ...button, type: 'button', block_id: 'b1', action_ts: '2.0' }],
  };
  return new URLSearchParams({ payload: JSON.stringify(payload) }).toString();
}

/**
 * Tests only: the Slack routes on an app of their own, answering through `core` and posting to a fake
 * Web API, for the workspace `teamId`. `send` posts a signed request and waits until its turn is done,
 * without an error; it returns the messages posted meanwhile.
 */
export async function startSlackTestApp(db: TDb, core: TConversationCore, teamId: string) {
  const slack = await startFakeSlackApi();
  const turns: unknown[] = [];
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  await app.register(slackRoutes, {
    db,
    config: testConfig({ SLACK_SIGNING_SECRET: TEST_SIGNING_SECRET, SLACK_API_URL: slack.apiUrl }),
    core,
    onTurnDone: (error) => turns.push(error),
  });
  await app.ready();

  async function send(url: string, body: string, contentType: string) {
    const [posts, done] = [slack.posts().length, turns.length];
    const res = await app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: signedHeaders(body, contentType),
    });
    expect(res.statusCode).toBe(200);
    await vi.waitFor(() => expect(turns.length).toBe(done + 1));
    expect(turns.at(-1)).toBeUndefined();
    return slack.posts().slice(posts);
  }
  /** an interaction Slack sends, such as a button pressed */
  const interact = (body: string) => send('/slack/interactions', body, 'application/x-www-form-urlencoded');
  return {
    slack,
    interact,
    /** a direct message of `user` to the bot */
    ask: (user: string, text: string) =>
      send('/slack/events', directMessage(teamId, text, user), 'application/json'),
    press: (user: string, posted: TFakeSlackCall, button: TPostedButton) =>
      interact(pressOn(teamId, posted, button, user)),
    /** the messages the bot changed in place */
    updates: () => slack.calls.filter((call) => call.method === 'chat.update'),
    close: async () => {
      await app.close();
      await slack.close();
    },
  };
}
