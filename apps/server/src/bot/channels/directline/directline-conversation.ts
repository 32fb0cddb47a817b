import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailable } from '../../../db/outage';
import type { TBotReply, TConversationCore, TIncomingMessage } from '../../conversation.types';
import type { TActivity, TActivityStore, TCardAction } from './directline.types';
import type { TDirectLineClaims } from './directline-tokens';
import { linkedMarkdown } from '@askhr/shared/bot/links';

export const BOT_ACCOUNT = { id: 'askhr-bot', name: 'AskHR', role: 'bot' } as const;
const FAILURE_TEXT = 'Sorry, something went wrong on our side. Please ask again in a moment.';

/** What a client may post: only text, a button's value and its own channel data get through. */
export interface TPostedActivity {
  type: string;
  text?: string;
  value?: unknown;
  locale?: string;
  channelData?: Record<string, unknown>;
  from?: { name?: string };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Buttons become suggested actions; messageBack shows the chosen title as the user's message. Web
 * Chat leaves a message without text out of the transcript, whatever its displayText, so the title
 * travels as the text too (the core goes by the value).
 */
export function replyToActivity(reply: TBotReply, claims: TDirectLineClaims, replyToId: string): TActivity {
  const actions: TCardAction[] | undefined = reply.buttons?.map((button) => ({
    type: 'messageBack',
    title: button.title,
    text: button.title,
    displayText: button.title,
    value: button.value,
  }));
  return {
    type: 'message',
    from: BOT_ACCOUNT,
    text: linkedMarkdown(reply.text),
    textFormat: 'markdown',
    ...(replyToId ? { replyToId } : {}),
    ...(actions?.length ? { suggestedActions: { to: [claims.botUserId], actions } } : {}),
  };
}

function incomingOf(
  claims: TDirectLineClaims,
  conversationId: string,
  posted: TPostedActivity,
): TIncomingMessage {
  const text = posted.text?.trim();
  return {
    user: {
      customerId: claims.customerId,
      channel: 'directline',
      channelUserId: claims.botUserId,
      ...(claims.name ? { name: claims.name } : {}),
      ...(claims.countryCode ? { countryCode: claims.countryCode } : {}),
      ...(claims.roleId ? { roleId: claims.roleId } : {}),
      ...(claims.isTest ? { isTest: true } : {}),
    },
    conversationId,
    ...(text ? { text } : {}),
    ...(isRecord(posted.value) ? { value: posted.value } : {}),
    ...(claims.asOf ? { asOf: new Date(claims.asOf) } : {}),
  };
}

/**
 * A user activity: stored as posted (its id assigned here, its clientActivityID kept, its sender
 * taken from the token), a typing signal, then the core's replies. The core runs before the post is
 * answered so that a client sees its echo and the answers in order.
 */
export async function postUserActivity(deps: {
  store: TActivityStore;
  core: TConversationCore;
  log: FastifyBaseLogger;
  claims: TDirectLineClaims;
  conversationId: string;
  posted: TPostedActivity;
}): Promise<{ id: string }> {
  const { store, core, log, claims, conversationId, posted } = deps;
  const from = { id: claims.botUserId, name: claims.name ?? posted.from?.name, role: 'user' as const };
  // a user's typing signal is passed on, never stored
  if (posted.type === 'typing') {
    await store.publishEphemeral(conversationId, { type: 'typing', from });
    return { id: `${conversationId}|typing` };
  }
  const echo = await store.append(conversationId, {
    type: posted.type === 'message' ? 'message' : 'event',
    from,
    ...(posted.text !== undefined ? { text: posted.text } : {}),
    ...(posted.value !== undefined ? { value: posted.value } : {}),
    ...(posted.locale ? { locale: posted.locale } : {}),
    ...(posted.channelData ? { channelData: posted.channelData } : {}),
  });
  const message = incomingOf(claims, conversationId, posted);
  if (posted.type !== 'message' || (!message.text && !message.value)) return { id: echo.id! };

  await store.publishEphemeral(conversationId, { type: 'typing', from: BOT_ACCOUNT });
  let replies: TBotReply[];
  try {
    replies = await core.handle(message);
  } catch (err) {
    // with the database out of reach no reply could be stored either: the post answers 503
    if (isDatabaseUnavailable(err)) throw err;
    log.error({ err, conversationId }, 'the conversation core failed');
    replies = [{ text: FAILURE_TEXT }];
  }
  for (const reply of replies) await store.append(conversationId, replyToActivity(reply, claims, echo.id!));
  return { id: echo.id! };
}

/** A new conversation opens with the bot's welcome, as Bot Framework bots greet on conversationUpdate. */
export async function welcome(deps: {
  store: TActivityStore;
  core: TConversationCore;
  log: FastifyBaseLogger;
  claims: TDirectLineClaims;
  conversationId: string;
}) {
  const { store, core, log, claims, conversationId } = deps;
  try {
    // a message with neither text nor value is the core's greeting
    const replies = await core.handle(incomingOf(claims, conversationId, { type: 'message' }));
    for (const reply of replies) await store.append(conversationId, replyToActivity(reply, claims, ''));
  } catch (err) {
    if (isDatabaseUnavailable(err)) throw err;
    log.error({ err, conversationId }, 'the welcome failed');
  }
}
