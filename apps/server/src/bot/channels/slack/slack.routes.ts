import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ZText } from '@askhr/shared/schemas/primitives';
import type { TConfig } from '../../../config';
import type { TDb } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import type { TConversationCore } from '../../conversation.types';
import { answerSlackTurn, type TSlackContext, type TSlackTurn } from './slack-conversation';
import { parseButtonValue } from './slack-messages';
import { isValidSlackRequest } from './slack-signature';

export interface TSlackOptions {
  db: TDb;
  config: TConfig;
  core: TConversationCore;
  /** tests only: told when an acknowledged event has been fully handled */
  onTurnDone?: (error?: unknown) => void;
}

const ZEnvelope = z.looseObject({ type: z.string(), challenge: z.string().optional() });
// what reaches the database has no NUL (PostgreSQL refuses it); such an event is not answered
const ZMessageEvent = z.looseObject({
  team_id: ZText,
  event: z.looseObject({
    type: z.literal('message'),
    channel_type: z.literal('im'),
    channel: ZText,
    user: ZText,
    text: ZText.max(4000).optional(),
    bot_id: z.undefined().optional(),
    subtype: z.undefined().optional(),
  }),
});
const ZBlockActions = z.looseObject({
  type: z.literal('block_actions'),
  team: z.looseObject({ id: ZText }),
  user: z.looseObject({ id: ZText }),
  channel: z.looseObject({ id: ZText }),
  actions: z
    .array(
      z.looseObject({
        value: z.string().optional(),
        text: z.looseObject({ text: z.string() }).optional().catch(undefined),
      }),
    )
    .min(1),
  // the message whose button was pressed, as the bot posted it; without it the press still counts
  message: z
    .looseObject({
      ts: z.string(),
      text: z.string().optional(),
      blocks: z.array(z.looseObject({ type: z.string() })),
    })
    .optional()
    .catch(undefined),
});

const rawBodies = new WeakMap<FastifyRequest, string>();

/** Slack Events API (/slack/events) and interactivity (/slack/interactions), signatures verified. */
export const slackRoutes: FastifyPluginAsync<TSlackOptions> = async (app, options) => {
  const context: TSlackContext = { ...options, log: app.log };

  // the signature covers the exact bytes Slack sent, so both parsers keep the raw string
  app.removeContentTypeParser(['application/json', 'application/x-www-form-urlencoded']);
  app.addContentTypeParser(
    ['application/json', 'application/x-www-form-urlencoded'],
    { parseAs: 'string' },
    (request, body, done) => {
      rawBodies.set(request, body as string);
      done(null, body);
    },
  );
  app.addHook('preHandler', async (request) => {
    const header = (name: string) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    const isValid = isValidSlackRequest({
      signingSecret: options.config.slack.signingSecret,
      timestamp: header('x-slack-request-timestamp'),
      signature: header('x-slack-signature'),
      rawBody: rawBodies.get(request) ?? '',
    });
    if (!isValid) throw new AppError(401, 'The Slack request signature is missing, wrong or too old.');
  });

  /** Slack retries after 3 s, so we acknowledge first and answer on our own time. */
  const later = (turn: TSlackTurn) => {
    void answerSlackTurn(context, turn).then(
      () => options.onTurnDone?.(),
      (error: unknown) => {
        app.log.error({ err: error }, 'slack: answering failed');
        options.onTurnDone?.(error);
      },
    );
  };

  app.post('/slack/events', { schema: { hide: true } }, async (request, reply) => {
    const body = jsonOf(rawBodies.get(request));
    const envelope = ZEnvelope.safeParse(body);
    if (!envelope.success) throw new AppError(400, 'Not a Slack event.');
    if (envelope.data.type === 'url_verification') return { challenge: envelope.data.challenge ?? '' };
    // a retry of an event we already acknowledged must not be answered twice
    if (request.headers['x-slack-retry-num'] !== undefined) return reply.status(200).send();
    const message = ZMessageEvent.safeParse(body);
    if (envelope.data.type === 'event_callback' && message.success) {
      const { team_id: teamId, event } = message.data;
      later({ teamId, userId: event.user, channelId: event.channel, text: event.text });
    }
    return reply.status(200).send();
  });

  app.post('/slack/interactions', { schema: { hide: true } }, async (request, reply) => {
    const form = new URLSearchParams(rawBodies.get(request) ?? '');
    const action = ZBlockActions.safeParse(jsonOf(form.get('payload') ?? undefined));
    const value = action.success ? parseButtonValue(action.data.actions[0]?.value) : undefined;
    if (action.success && value) {
      const { team, user, channel, message } = action.data;
      const title = action.data.actions[0]?.text?.text;
      const pressed = message && title ? { ...message, title } : undefined;
      later({ teamId: team.id, userId: user.id, channelId: channel.id, value, pressed });
    }
    return reply.status(200).send();
  });
};

function jsonOf(text: string | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
