import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailable } from '../../../db/outage';
import type { TBotReply, TConversationCore, TIncomingMessage } from '../../conversation.types';
import type {
  TActivity,
  TActivityStore,
  TAnswerClaim,
  TAnswerClaims,
  TCardAction,
  TUnanswered,
} from './directline.types';
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
export function replyToActivity(reply: TBotReply, claims: TAnswerClaims, replyToId: string): TActivity {
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
  claims: TAnswerClaims,
  conversationId: string,
  said: { text?: string; value?: unknown },
): TIncomingMessage {
  const text = said.text?.trim();
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
    ...(isRecord(said.value) ? { value: said.value } : {}),
    ...(claims.asOf ? { asOf: new Date(claims.asOf) } : {}),
  };
}

interface TAnswerDeps {
  store: TActivityStore;
  core: TConversationCore;
  log: FastifyBaseLogger;
}

const BOT_TYPING: TActivity = { type: 'typing', from: BOT_ACCOUNT };
/** The bot shows it is typing when its answer takes longer than this. */
export const TYPING_AFTER_MS = 250;

/**
 * The core's replies to a user message, stored with its pending mark cleared as long as the claim
 * is still ours; the bot's typing first when the core takes a while (an answer that comes at once
 * needs none, and spares every process the notice).
 */
async function answer(
  deps: TAnswerDeps,
  claim: TAnswerClaim,
  claims: TAnswerClaims,
  message: TIncomingMessage,
  replyToId: string,
) {
  const { store, core, log } = deps;
  const { conversationId } = claim;
  const typing = setTimeout(() => {
    store
      .publishEphemeral(conversationId, BOT_TYPING, claim.sequence)
      .catch((err: unknown) => log.warn({ err, conversationId }, "could not tell the bot's typing"));
  }, TYPING_AFTER_MS);
  let replies: TBotReply[];
  try {
    replies = await core.handle(message);
  } catch (err) {
    // with the database out of reach no reply could be stored either: the post answers 503, and
    // the message waits for the client's retry or a sweep
    if (isDatabaseUnavailable(err)) throw err;
    log.error({ err, conversationId }, 'the conversation core failed');
    replies = [{ text: FAILURE_TEXT }];
  } finally {
    clearTimeout(typing);
  }
  const activities = replies.map((reply) => replyToActivity(reply, claims, replyToId));
  // another process claimed the message meanwhile (ours took too long): its replies are the ones kept
  if (!(await store.appendReplies(claim, activities)))
    log.warn(
      { conversationId, sequence: claim.sequence },
      'a Direct Line message was answered by another claim',
    );
}

/** Answers a user message left without a reply (its process stopped), claimed by the caller. */
export function answerUnanswered(deps: TAnswerDeps, unanswered: TUnanswered) {
  const { conversationId, claims, activity } = unanswered;
  return answer(deps, unanswered, claims, incomingOf(claims, conversationId, activity), activity.id!);
}

const clientActivityIdOf = (posted: TPostedActivity) => {
  const id = posted.channelData?.clientActivityID;
  return typeof id === 'string' && id ? id : undefined;
};

/**
 * A user activity: stored as posted (its id assigned here, its clientActivityID kept, its sender
 * taken from the token), a typing signal, then the core's replies. The core runs before the post is
 * answered so that a client sees its echo and the answers in order. A client's retry (the same
 * clientActivityID) is answered with the activity stored first, which is answered now if it is
 * still waiting for a reply that no process holds.
 */
export async function postUserActivity(deps: {
  store: TActivityStore;
  core: TConversationCore;
  log: FastifyBaseLogger;
  claims: TDirectLineClaims;
  conversationId: string;
  posted: TPostedActivity;
}): Promise<{ id: string }> {
  const { store, claims, conversationId, posted } = deps;
  const from = { id: claims.botUserId, name: claims.name ?? posted.from?.name, role: 'user' as const };
  // a user's typing signal is passed on, never stored
  if (posted.type === 'typing') {
    await store.publishEphemeral(conversationId, { type: 'typing', from });
    return { id: `${conversationId}|typing` };
  }
  const message = incomingOf(claims, conversationId, posted);
  const answers = posted.type === 'message' && (!!message.text || !!message.value);
  const echo = await store.appendPosted(
    conversationId,
    {
      type: posted.type === 'message' ? 'message' : 'event',
      from,
      ...(posted.text !== undefined ? { text: posted.text } : {}),
      ...(posted.value !== undefined ? { value: posted.value } : {}),
      ...(posted.locale ? { locale: posted.locale } : {}),
      ...(posted.channelData ? { channelData: posted.channelData } : {}),
    },
    { clientActivityId: clientActivityIdOf(posted), ...(answers ? { awaiting: claims } : {}) },
  );
  const id = echo.activity.id!;
  if (echo.repeated) {
    const left = answers ? await store.claimUnanswered(conversationId, echo.sequence) : undefined;
    if (left) await answerUnanswered(deps, left);
  } else if (answers) {
    await answer(deps, { conversationId, sequence: echo.sequence, attempt: 1 }, claims, message, id);
  }
  return { id };
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
    const replies = await core.handle(incomingOf(claims, conversationId, {}));
    for (const reply of replies) await store.append(conversationId, replyToActivity(reply, claims, ''));
  } catch (err) {
    if (isDatabaseUnavailable(err)) throw err;
    log.error({ err, conversationId }, 'the welcome failed');
  }
}
