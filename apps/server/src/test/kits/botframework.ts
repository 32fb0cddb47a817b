import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { expect } from 'vitest';
import type { TDb } from '../../db/client';
import { registerErrorHandler } from '../../lib/error-handler';
import { upsertSettings } from '../../modules/settings/settings.repository';
import { testConfig } from '../app';
import { createTestDatabase } from '../db';
import { createTenant } from '../factories/tenants';
import { useBeforeAll } from '../lifecycle';
import type { TConversationCore } from '../../bot/conversation.types';
import { botFrameworkRoutes } from '../../bot/channels/botframework/botframework.routes';
import { createConversationCore } from '../../bot/core/conversation-core';

export interface TConnectorPost {
  conversationId: string;
  /** empty when the reply answers no activity */
  replyToId: string;
  activity: Record<string, unknown>;
}

export interface TMemberCall {
  conversationId: string;
  userId: string;
}

/** What the members call answers for a user: the member, an error status, or nothing at all. */
export type TFakeMember = Record<string, unknown> | { status: number } | 'hang';

/**
 * Tests only: a Bot Connector service recording replies to activities and answering `{ id }`,
 * answering GET /v3/conversations/{id}/members/{userId} with the member the test set for that user
 * (404 for a user it did not set), GET /v3/conversations/{team}/pagedmembers with the team's roster
 * two members a page, and POST /v3/conversations by creating a one-to-one conversation `a:{member}`.
 */
export async function startFakeConnector() {
  const posts: TConnectorPost[] = [];
  const memberCalls: TMemberCall[] = [];
  const members = new Map<string, TFakeMember>();
  const rosters = new Map<string, Record<string, unknown>[]>();
  const created: Record<string, unknown>[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const url = req.url ?? '';
      const reply = /^\/v3\/conversations\/([^/]+)\/activities(?:\/([^/?]+))?/.exec(url);
      const member = /^\/v3\/conversations\/([^/]+)\/members\/([^/?]+)$/.exec(url);
      res.setHeader('content-type', 'application/json');
      const roster = /^\/v3\/conversations\/([^/]+)\/pagedmembers(?:\?(.*))?$/.exec(url);
      if (req.method === 'GET' && roster) {
        const all = rosters.get(decodeURIComponent(roster[1]!));
        if (!all) {
          res.statusCode = 404;
          return res.end(JSON.stringify({ error: { code: 'NotFound', message: 'no such team' } }));
        }
        const from = Number(new URLSearchParams(roster[2] ?? '').get('continuationToken') ?? 0);
        const next = from + 2 < all.length ? String(from + 2) : undefined;
        return res.end(JSON.stringify({ members: all.slice(from, from + 2), continuationToken: next }));
      }
      if (req.method === 'POST' && url === '/v3/conversations') {
        const parameters = JSON.parse(body || '{}') as { members?: { id: string }[] };
        created.push(parameters);
        return res.end(JSON.stringify({ id: `a:${parameters.members?.[0]?.id ?? ''}` }));
      }
      if (req.method === 'GET' && member) {
        const userId = decodeURIComponent(member[2]!);
        memberCalls.push({ conversationId: decodeURIComponent(member[1]!), userId });
        const found = members.get(userId) ?? { status: 404 };
        if (found === 'hang') return;
        if (typeof found.status === 'number') {
          res.statusCode = found.status;
          return res.end(JSON.stringify({ error: { code: 'Failed', message: 'members call failed' } }));
        }
        return res.end(JSON.stringify(found));
      }
      if (req.method !== 'POST' || !reply) {
        res.statusCode = 404;
        return res.end('{}');
      }
      posts.push({
        conversationId: decodeURIComponent(reply[1]!),
        replyToId: decodeURIComponent(reply[2] ?? ''),
        activity: JSON.parse(body || '{}') as Record<string, unknown>,
      });
      res.end(JSON.stringify({ id: `reply-${posts.length}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    serviceUrl: `http://127.0.0.1:${port}`,
    posts,
    memberCalls,
    /** by the user id the bot passes (Teams `29:` id) */
    members,
    /** each team's members, by team id */
    rosters,
    /** the parameters of each conversation the bot created */
    created,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An activity as the Emulator posts it to /api/messages. */
export function emulatorActivity(serviceUrl: string, fields: Record<string, unknown>) {
  return {
    type: 'message',
    id: `act-${Math.random().toString(36).slice(2, 8)}`,
    channelId: 'emulator',
    serviceUrl,
    timestamp: new Date().toISOString(),
    from: { id: 'user-1', name: 'Ann', role: 'user' },
    recipient: { id: 'bot-1', name: 'AskHR', role: 'bot' },
    conversation: { id: 'conv-1' },
    ...fields,
  };
}

/** An activity as Teams posts it for a personal chat in the Entra tenant `entraTenantId`. */
export function teamsActivity(
  serviceUrl: string,
  entraTenantId: string,
  user: { id: string; aadObjectId: string; name?: string },
  fields: Record<string, unknown>,
) {
  return {
    type: 'message',
    id: `act-${Math.random().toString(36).slice(2, 8)}`,
    channelId: 'msteams',
    serviceUrl,
    timestamp: new Date().toISOString(),
    from: user,
    recipient: { id: '28:askhr-bot', name: 'AskHR' },
    conversation: { id: `a:${user.id}`, conversationType: 'personal', tenantId: entraTenantId },
    channelData: { tenant: { id: entraTenantId } },
    ...fields,
  };
}

export interface TCardButton {
  type: string;
  title: string;
  displayText?: string;
  value?: Record<string, unknown>;
}

/** An activity the bot sent, as the tests read it. */
export interface TSentActivity {
  text?: string;
  textFormat?: string;
  attachments?: { contentType: string; content: { buttons: TCardButton[] } }[];
}

/** The buttons of the card the bot sent with the activity (none without a card). */
export const cardButtons = (activity: TSentActivity) => activity.attachments?.[0]?.content.buttons ?? [];

/**
 * Tests only: the Bot Framework routes on an app of their own, answering through `core` and replying
 * to a fake connector. `send` posts a Teams activity of `user` (in the Entra tenant `entraTenantId`
 * unless another is named) and returns the activities the bot sent meanwhile.
 */
export async function startTeamsTestApp(db: TDb, core: TConversationCore, entraTenantId: string) {
  const connector = await startFakeConnector();
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  await app.register(botFrameworkRoutes, {
    db,
    config: testConfig({ EMULATOR_ENABLED: 'true' }),
    core,
    emailLookup: { timeoutMs: 300 },
  });
  await app.ready();

  async function send(user: string, fields: Record<string, unknown>, tenant = entraTenantId) {
    const before = connector.posts.length;
    const account = { id: `29:${user}`, aadObjectId: `aad-${user}` };
    const activity = teamsActivity(connector.serviceUrl, tenant, account, fields);
    const res = await app.inject({ method: 'POST', url: '/api/messages', payload: activity });
    expect(res.statusCode).toBe(200);
    return connector.posts.slice(before).map((p) => p.activity as TSentActivity);
  }
  return {
    connector,
    send,
    /** What Teams sends when a messageBack button is pressed: its value, and no text. */
    press: (user: string, button: TCardButton) => send(user, { value: button.value }),
    close: async () => {
      await app.close();
      await connector.close();
    },
  };
}

/** Tests only: a tenant tied to the Entra tenant `entraTenantId` by its TeamsTenantId setting. */
export async function createTeamsTenant(
  db: TDb,
  entraTenantId: string,
  opts: Parameters<typeof createTenant>[1] = {},
) {
  const tenant = await createTenant(db, opts);
  await upsertSettings(db, tenant.id, [{ key: 'TeamsTenantId', value: entraTenantId }]);
  return tenant.id;
}

interface TBotFrameworkAppOptions {
  env?: Record<string, string>;
  emailLookup?: { timeoutMs: number };
}

/**
 * Tests only: for the enclosing describe block, a database `prepare` fills, and the Bot Framework
 * routes on an app of their own, knowing no question and replying to a fake connector. Without a
 * Microsoft app id the channel takes unsigned activities, as with the Emulator. The handle carries
 * what `prepare` returned, with `database`, `connector` and `app`.
 */
export function useBotFrameworkApp<T extends object>(
  prepare: (db: TDb) => Promise<T>,
  options: (prepared: T) => TBotFrameworkAppOptions = () => ({}),
) {
  return useBeforeAll(
    async () => {
      const connector = await startFakeConnector();
      const database = await createTestDatabase();
      const { db } = database;
      const prepared = await prepare(db);
      const { env, emailLookup } = options(prepared);
      const app = Fastify({ logger: false });
      registerErrorHandler(app);
      await app.register(botFrameworkRoutes, {
        db,
        config: testConfig({ ...env, EMULATOR_ENABLED: 'true' }),
        core: createConversationCore({ db, ranker: { rank: async () => [] } }),
        emailLookup,
      });
      await app.ready();
      return { ...prepared, database, connector, app };
    },
    async ({ app, connector, database }) => {
      await app.close();
      await connector.close();
      await database.close();
    },
  );
}
