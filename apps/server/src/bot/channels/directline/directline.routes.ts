import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZText } from '@askhr/shared/schemas/primitives';
import type { TConfig } from '../../../config';
import type { TDb } from '../../../db/client';
import type { TNotifications } from '../../../db/notifications';
import { AppError } from '../../../lib/errors';
import { createRateLimitStore } from '../../../lib/rate-limit-store';
import type { TConversationCore } from '../../conversation.types';
import {
  bearerOf,
  claimsOf,
  conversationFor,
  ZConversationId,
  newConversationId,
  parseWatermark,
  tokenKey,
  unsupportedUpload,
} from './directline-auth';
import { postUserActivity, welcome } from './directline-conversation';
import { getDirectLineKey } from './directline-secret';
import { registerStream, streamUrlOf } from './directline-stream';
import { createDirectLineTokens, type TDirectLineClaims } from './directline-tokens';
import { createPgActivityStore } from './pg-activity-store';
import { createUnansweredSweeper } from './unanswered-sweeper';
import type { TPresence } from '../../../db/presence';
import type { TOutageMonitor } from '../../../db/outage';

export interface TDirectLineOptions {
  db: TDb;
  config: TConfig;
  core: TConversationCore;
  /** how the processes of the database tell each other about new activities */
  notifications: TNotifications;
  /** this process's presence: a message it was answering when it died is answered by a retry at once */
  presence?: TPresence;
  /** the process's monitor of its database: the sweeps' failures for want of it are logged there, once */
  outage?: TOutageMonitor;
  /** greet each new conversation with the core's welcome (on unless false) */
  welcome?: boolean;
}

const tags = ['Direct Line'];
const ZConversationParams = z.object({ conversationId: ZConversationId });
const ZWatermarkQuery = z.object({ watermark: z.string().max(16).optional() });
const ZPostedActivity = z.looseObject({
  type: z.string().min(1).max(32),
  // the text reaches the utterances table, whose text type refuses NUL
  text: ZText.max(4000).optional(),
  value: z.unknown().optional(),
  locale: z.string().max(20).optional(),
  // a client's retry of a post carries the same clientActivityID (Web Chat sets one on every message)
  channelData: z.looseObject({ clientActivityID: z.string().min(1).max(200).optional() }).optional(),
  from: z.looseObject({ name: z.string().max(200).optional() }).optional(),
});

/** Direct Line 3.0 under /v3/directline, so that the official Web Chat talks to our bot. */
export const directLineRoutes: FastifyPluginAsync<TDirectLineOptions> = async (plugin, options) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { db, notifications, presence, outage } = options;
  const store = createPgActivityStore({ db, notifications, presence, outage, log: app.log });
  // taken before the first message when it can be; a process without it is held by time alone
  await presence?.start().catch(() => undefined);
  // every process answers the messages that a stopped process stored and never answered
  const unanswered = createUnansweredSweeper({ store, core: options.core, log: app.log, outage });
  app.addHook('onClose', async () => {
    await unanswered.close();
    await store.close();
  });
  const tokens = createDirectLineTokens(
    await getDirectLineKey(options.db),
    options.config.directLine.tokenTtlSeconds,
  );
  const { core } = options;

  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  // counted in the database: the limit of a token holds across all the processes that serve it
  const counts = createRateLimitStore(options.db);
  app.addHook('onClose', async () => counts.close());
  await app.register(rateLimit, {
    global: false,
    store: counts.Store,
    // counted after authentication (onRequest) and validation
    hook: 'preHandler',
    errorResponseBuilder: () => new AppError(429, 'Too many messages: please wait a moment and try again.'),
  });
  // Direct Line clients post some calls with a JSON content type and no body at all
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, body === '' ? undefined : JSON.parse(body as string));
    } catch {
      done(new AppError(400, 'The request body is not valid JSON.'), undefined);
    }
  });

  const posters = new WeakMap<FastifyRequest, { claims: TDirectLineClaims; conversationId: string }>();
  const claimsFrom = (request: FastifyRequest) => claimsOf(tokens, bearerOf(request));
  const started = async (conversationId: string, claims: TDirectLineClaims) => {
    const bound = await tokens.issue({ ...claims, conversationId });
    return { conversationId, token: bound.token, expires_in: bound.expiresIn };
  };

  /** The token's conversation, or a new one, which the bot greets first. */
  const openConversation = async (request: FastifyRequest, claims: TDirectLineClaims) => {
    if (claims.conversationId) return (await conversationFor(store, claims, claims.conversationId)).id;
    const conversationId = newConversationId();
    await store.ensureConversation({
      id: conversationId,
      customerId: claims.customerId,
      botUserId: claims.botUserId,
    });
    if (options.welcome !== false) await welcome({ store, core, log: request.log, claims, conversationId });
    return conversationId;
  };

  app.post(
    '/tokens/generate',
    { schema: { tags, summary: 'A token bound to a new conversation' } },
    async (request) => {
      const claims = await claimsFrom(request);
      return started(await openConversation(request, claims), claims);
    },
  );

  app.post(
    '/tokens/refresh',
    { schema: { tags, summary: 'The same token with a fresh lifetime' } },
    async (request) => {
      const claims = await claimsFrom(request);
      const fresh = await tokens.issue(claims);
      return { conversationId: claims.conversationId, token: fresh.token, expires_in: fresh.expiresIn };
    },
  );

  app.post(
    '/conversations',
    { schema: { tags, summary: 'Start (or rejoin) a conversation' } },
    async (request, reply) => {
      const claims = await claimsFrom(request);
      const conversationId = await openConversation(request, claims);
      const body = await started(conversationId, claims);
      return reply
        .status(claims.conversationId ? 200 : 201)
        .send({ ...body, streamUrl: streamUrlOf(request, conversationId, body.token) });
    },
  );

  app.get(
    '/conversations/:conversationId',
    {
      schema: {
        tags,
        summary: 'Resume: a new stream URL',
        params: ZConversationParams,
        querystring: ZWatermarkQuery,
      },
    },
    async (request) => {
      const token = bearerOf(request);
      const claims = await claimsOf(tokens, token);
      const { id } = await conversationFor(store, claims, request.params.conversationId);
      const watermark = parseWatermark(request.query.watermark);
      return { conversationId: id, token, streamUrl: streamUrlOf(request, id, token, watermark) };
    },
  );

  app.get(
    '/conversations/:conversationId/activities',
    {
      schema: {
        tags,
        summary: 'Activities after a watermark',
        params: ZConversationParams,
        querystring: ZWatermarkQuery,
      },
    },
    async (request) => {
      const claims = await claimsFrom(request);
      const { id } = await conversationFor(store, claims, request.params.conversationId);
      const set = await store.list(id, parseWatermark(request.query.watermark));
      return { activities: set.activities, watermark: String(set.watermark) };
    },
  );

  app.post(
    '/conversations/:conversationId/activities',
    {
      schema: {
        tags,
        summary: 'Send an activity to the bot',
        params: ZConversationParams,
        body: ZPostedActivity,
      },
      // authenticated before the limiter (a preHandler) counts: a stranger cannot spend a user's budget
      onRequest: async (request) => {
        const claims = await claimsFrom(request);
        const { conversationId } = request.params as { conversationId: string };
        posters.set(request, {
          claims,
          conversationId: (await conversationFor(store, claims, conversationId)).id,
        });
      },
      config: {
        rateLimit: {
          max: options.config.directLine.postsPerMinute,
          timeWindow: '1 minute',
          keyGenerator: tokenKey,
        },
      },
    },
    async (request) => {
      const poster = posters.get(request)!;
      return postUserActivity({ store, core, log: request.log, ...poster, posted: request.body });
    },
  );

  // refused before the body is read: nothing is uploaded only to be thrown away
  app.post(
    '/conversations/:conversationId/upload',
    {
      schema: { tags, summary: 'Uploads: not supported (415)', params: ZConversationParams },
      onRequest: async (request) => {
        await conversationFor(
          store,
          await claimsFrom(request),
          (request.params as { conversationId: string }).conversationId,
        );
        throw unsupportedUpload();
      },
    },
    async () => {
      throw unsupportedUpload();
    },
  );

  registerStream(app, { store, tokens });
};
