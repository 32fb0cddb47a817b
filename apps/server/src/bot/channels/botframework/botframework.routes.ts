import type { Activity } from 'botbuilder';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ZText } from '@askhr/shared/schemas/primitives';
import type { TConfig } from '../../../config';
import type { TDb } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { isLoopbackAddress, isLoopbackUrl } from '../../../lib/loopback';
import type { TConversationCore } from '../../conversation.types';
import type { TEmailLookupOptions } from './botframework-members';
import type { createBotFrameworkRunner } from './botframework-adapter';

export interface TBotFrameworkOptions {
  db: TDb;
  config: TConfig;
  core: TConversationCore;
  /** how the email of a Teams user is looked up (tests shorten the waits) */
  emailLookup?: TEmailLookupOptions;
}

type TBotFrameworkRunner = ReturnType<typeof createBotFrameworkRunner>;

const ZActivity = z.looseObject({
  type: ZText.min(1).max(64),
  serviceUrl: z.string().url(),
  channelId: ZText.min(1).max(200),
  conversation: z.looseObject({ id: ZText.min(1).max(1000) }),
  from: z.looseObject({ id: ZText.min(1).max(1000) }),
  text: ZText.max(4000).optional(),
  membersAdded: z
    .array(z.looseObject({ id: ZText.min(1).max(1000) }))
    .max(100)
    .optional(),
});

/**
 * The Bot Framework activity endpoint (/api/messages) for Teams and the Emulator. With
 * MICROSOFT_APP_ID/PASSWORD botbuilder checks every request; with no app id only EMULATOR_ENABLED
 * serves a local Emulator unauthenticated.
 */
export const botFrameworkRoutes: FastifyPluginAsync<TBotFrameworkOptions> = async (app, options) => {
  const { config } = options;
  let runner: Promise<TBotFrameworkRunner> | undefined;
  const runnerOnce = () =>
    (runner ??= import('./botframework-adapter').then((m) => m.createBotFrameworkRunner(options, app.log)));

  app.post('/api/messages', { schema: { hide: true } }, async (request, reply) => {
    const isUnauthenticated = !config.teams.appId;
    if (isUnauthenticated && !config.teams.isEmulatorEnabled)
      throw new AppError(
        401,
        'The Bot Framework endpoint needs MICROSOFT_APP_ID (and MICROSOFT_APP_PASSWORD), or EMULATOR_ENABLED for a local Emulator.',
      );
    // the TCP peer, not request.ip: a trusted proxy's X-Forwarded-For must not make a client local
    if (isUnauthenticated && !isLoopbackAddress(request.socket.remoteAddress))
      throw new AppError(401, 'Unauthenticated Bot Framework requests are accepted from this machine only.');
    // botbuilder trusts the body's shape; we check it before handing it over
    const parsed = ZActivity.safeParse(request.body);
    if (!parsed.success) throw new AppError(400, 'The body is not a Bot Framework activity.');
    // the replies go to serviceUrl: unauthenticated, it must be this machine's Emulator too, so that
    // nobody can make the server post a tenant's answers to an address of their choosing
    if (isUnauthenticated && !isLoopbackUrl(parsed.data.serviceUrl))
      throw new AppError(401, 'Unauthenticated Bot Framework replies go to a local Emulator only.');
    try {
      const run = await runnerOnce();
      const invoke = await run(request.headers.authorization ?? '', request.body as Activity);
      return reply.status(invoke?.status ?? 200).send(invoke?.body);
    } catch (error) {
      if (isStatusError(error) && (error.statusCode === 401 || error.statusCode === 403))
        throw new AppError(401, 'The Bot Framework request is not authorized.');
      throw error;
    }
  });
};

const isStatusError = (error: unknown): error is { statusCode: number } =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as { statusCode?: unknown }).statusCode === 'number';
