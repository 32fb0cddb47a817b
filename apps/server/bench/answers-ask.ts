import { performance } from 'node:perf_hooks';
import { and, desc, eq } from 'drizzle-orm';
import { BOT_ROLES, REASONS } from '@askhr/shared/bot/bot.constants';
import { ZBotButtonValue, type TBotButtonValue } from '@askhr/shared/bot/bot.schemas';
import type { TBotReply, TConversationCore, TIncomingMessage } from '../src/bot/conversation.types';
import type { TDb } from '../src/db/client';
import { botUsers, utterances } from '../src/db/schema';
import { outcomeOf, type TOutcome } from './answers-outcome';

/** An employee of the demo tenant: where they work and whether they manage people. */
export interface TAsker {
  country: string;
  role: 'manager' | 'member';
}

/** What one message got, as the employee meets it, and what they can press next. */
export interface TAsked {
  outcome: TOutcome;
  /** the logged message (null when the bot took it for a greeting and logged nothing) */
  utteranceId: number | null;
  /** questions offered as buttons (options, or a hedged answer's alternatives) */
  optionIds: number[];
  /** whether the question meant was among them */
  offeredRight: boolean;
  hedged: boolean;
  milliseconds: number;
  /** the buttons of the replies, to press */
  buttons: TBotButtonValue[];
}

export interface TBenchBot {
  db: TDb;
  customerId: number;
  core: TConversationCore;
}

const buttonsOf = (replies: TBotReply[]) =>
  replies.flatMap((r) =>
    (r.buttons ?? []).flatMap((b) => {
      const value = ZBotButtonValue.safeParse(b.value);
      return value.success ? [value.data] : [];
    }),
  );

/** The employee `channelUserId` as the core sees them, saying `text` or pressing `value`. */
export function messageOf(
  bot: TBenchBot,
  asker: TAsker,
  channelUserId: string,
  said: { text?: string; value?: TBotButtonValue },
): TIncomingMessage {
  return {
    user: {
      customerId: bot.customerId,
      channel: 'directline',
      channelUserId,
      countryCode: asker.country,
      roleId: asker.role === 'manager' ? BOT_ROLES.peopleManager : BOT_ROLES.teamMember,
    },
    conversationId: channelUserId,
    ...said,
  };
}

async function lastLogged(bot: TBenchBot, channelUserId: string) {
  const [row] = await bot.db
    .select({
      id: utterances.id,
      reasonId: utterances.reasonId,
      returnedQuestionId: utterances.returnedQuestionId,
      hedged: utterances.hedged,
    })
    .from(utterances)
    .innerJoin(botUsers, eq(botUsers.id, utterances.botUserId))
    .where(and(eq(botUsers.customerId, bot.customerId), eq(botUsers.channelUserId, channelUserId)))
    .orderBy(desc(utterances.id))
    .limit(1);
  // a message the bot takes for a greeting is not logged: nothing understood
  return row ?? { id: null, reasonId: REASONS.noneIntent, returnedQuestionId: null, hedged: false };
}

/** Sends one message through the real conversation core and judges what came back. */
export async function ask(
  bot: TBenchBot,
  asker: TAsker,
  channelUserId: string,
  text: string,
  expectedId: number | null,
): Promise<TAsked> {
  const started = performance.now();
  const replies = await bot.core.handle(messageOf(bot, asker, channelUserId, { text }));
  const milliseconds = performance.now() - started;
  const buttons = buttonsOf(replies);
  const optionIds = buttons.flatMap((b) => (b.kind === 'choose' ? [b.questionId] : []));
  const logged = await lastLogged(bot, channelUserId);
  return {
    outcome: outcomeOf({ ...logged, optionIds }, expectedId),
    utteranceId: logged.id,
    optionIds,
    offeredRight: expectedId !== null && optionIds.includes(expectedId),
    hedged: logged.hedged,
    milliseconds,
    buttons,
  };
}

/** Presses one of the bot's buttons. */
export async function press(bot: TBenchBot, asker: TAsker, channelUserId: string, value: TBotButtonValue) {
  return buttonsOf(await bot.core.handle(messageOf(bot, asker, channelUserId, { value })));
}
