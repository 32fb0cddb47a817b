import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { SignJWT } from 'jose';
import { Observable } from 'rxjs/Observable';
import { WebSocket } from 'ws';
import type { TDatabase, TDb } from '../../db/client';
import { registerErrorHandler } from '../../lib/error-handler';
import { createTestDatabase } from '../db';
import { testConfig } from '../app';
import { createTenant } from '../factories/tenants';
import type { TConversationCore, TIncomingMessage } from '../../bot/conversation.types';
import { TYPING_AFTER_MS } from '../../bot/channels/directline/directline-conversation';
import { directLineRoutes } from '../../bot/channels/directline/directline.routes';
import { getDirectLineKey } from '../../bot/channels/directline/directline-secret';
import {
  createDirectLineTokens,
  type TDirectLineClaims,
} from '../../bot/channels/directline/directline-tokens';

/** Tests only: a core that answers every message, with buttons when asked for them. */
export function echoCore() {
  const received: TIncomingMessage[] = [];
  const core: TConversationCore = {
    async handle(message) {
      received.push(message);
      if (!message.text && !message.value) return [{ text: 'Welcome!' }];
      if (message.value) return [{ text: `You chose ${JSON.stringify(message.value)}` }];
      // long enough for the bot to show it is typing
      if (message.text === 'slow') await new Promise((resolve) => setTimeout(resolve, TYPING_AFTER_MS + 200));
      if (message.text === 'buttons')
        return [
          {
            text: 'Was this helpful?',
            buttons: [
              { title: 'Helpful', value: { rating: 1 } },
              { title: 'Not helpful', value: { rating: -1 } },
            ],
          },
        ];
      return [{ text: 'The assistant is being set up' }, { text: `You said: ${message.text ?? ''}` }];
    },
  };
  return { core, received };
}

/**
 * The Direct Line routes alone, listening on an ephemeral port, with a token minter; behind them the
 * echoing core, or the one `coreOf` makes over the server's database. Given a `shared` database, the
 * server is one more process of it, which leaves the database open when it closes.
 */
export async function startDirectLineServer(
  env: Record<string, string> = {},
  welcome = false,
  coreOf?: (db: TDb) => TConversationCore,
  shared?: TDatabase,
) {
  const config = testConfig(env);
  const database = shared ?? (await createTestDatabase());
  // conversations belong to tenants: two, to try one against the other
  const tenants = [(await createTenant(database.db)).id, (await createTenant(database.db)).id] as const;
  const echo = echoCore();
  const core = coreOf?.(database.db) ?? echo.core;
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(directLineRoutes, {
    prefix: '/v3/directline',
    db: database.db,
    notifications: database.notifications,
    config,
    core,
    welcome,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const key = await getDirectLineKey(database.db);
  const tokens = createDirectLineTokens(key, config.directLine.tokenTtlSeconds);
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    db: database.db,
    notifications: database.notifications,
    domain: `${origin}/v3/directline`,
    received: echo.received,
    tenants,
    issue: async (claims: Partial<TDirectLineClaims> = {}) =>
      (await tokens.issue({ customerId: tenants[0], botUserId: 'portal-1', ...claims })).token,
    /** a token that expired a minute ago, correctly signed */
    expired: (claims: Partial<TDirectLineClaims> = {}) =>
      new SignJWT({ tid: claims.customerId ?? tenants[0] })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.botUserId ?? 'portal-1')
        .setIssuer('askhr:directline')
        .setAudience('askhr:directline')
        .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
        .sign(key),
    async close() {
      await app.close();
      if (!shared) await database.close();
    },
  };
}
export type TDirectLineServer = Awaited<ReturnType<typeof startDirectLineServer>>;

/** What botframework-directlinejs needs in Node: its rxjs ajax, done with fetch. */
export function fetchAjax(request: {
  method: string;
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
}) {
  return Observable.create(
    (subscriber: { next(v: unknown): void; error(e: unknown): void; complete(): void }) => {
      const controller = new AbortController();
      fetch(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: controller.signal,
      })
        .then(async (res) => {
          const text = await res.text();
          const response = text ? JSON.parse(text) : null;
          const xhr = { getResponseHeader: (name: string) => res.headers.get(name) };
          if (res.ok) {
            subscriber.next({ status: res.status, response, xhr });
            subscriber.complete();
          } else subscriber.error({ status: res.status, response, xhr });
        })
        .catch((error: unknown) => subscriber.error({ status: 0, error }));
      return () => controller.abort();
    },
  );
}

export const nodeServices = { ajax: fetchAjax, WebSocket } as Record<string, unknown>;

/** A JSON call to the Direct Line API with a token. */
export async function call(
  server: TDirectLineServer,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
) {
  const res = await fetch(`${server.domain}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** Resolves with the messages of a WebSocket once `count` of them arrived. */
export function collectStream(url: string, count: number) {
  const socket = new WebSocket(url);
  const sets: {
    activities: { id?: string; type: string; text?: string; from?: { role?: string } }[];
    watermark?: string;
  }[] = [];
  const done = new Promise<typeof sets>((resolve, reject) => {
    socket.on('message', (data) => {
      sets.push(JSON.parse(String(data)));
      if (sets.length >= count) resolve(sets);
    });
    socket.on('error', reject);
    socket.on('unexpected-response', (_req, res) => reject(new Error(`refused with ${res.statusCode}`)));
  });
  return { socket, done, opened: new Promise((resolve) => socket.on('open', resolve)) };
}
