import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { botReactionType, type TBotReactionKey } from '@askhr/shared/bot/bot-reactions.constants';
import type { TDb } from '../../db/client';
import { botUsers, utterances, valueVersions } from '../../db/schema';
import type { TBotUserRef, TIncomingMessage } from '../conversation.types';
import type { TIntentRanker, TRankedIntent } from './intent-ranker';

/** Tests only: a ranker that returns the scores the test chose for each text (none otherwise). */
export function scriptedRanker() {
  const script = new Map<string, TRankedIntent[]>();
  const ranker: TIntentRanker & { calls: { customerId: number; text: string }[] } = {
    calls: [],
    async rank(customerId, text) {
      ranker.calls.push({ customerId, text });
      return script.get(`${customerId}/${text}`) ?? [];
    },
  };
  return {
    ranker,
    /** what the model says about `text` for this tenant */
    on(customerId: number, text: string, ranked: TRankedIntent[]) {
      script.set(`${customerId}/${text}`, ranked);
    },
  };
}

/** Tests only: a message of one employee, text or button value. */
export function employee(customerId: number, ref: Partial<TBotUserRef> = {}) {
  const user: TBotUserRef = {
    customerId,
    channel: 'directline',
    channelUserId: `dl-${crypto.randomBytes(4).toString('hex')}`,
    ...ref,
  };
  const conversationId = `conv-${crypto.randomBytes(4).toString('hex')}`;
  return {
    user,
    says: (text: string, extra: Partial<TIncomingMessage> = {}): TIncomingMessage => ({
      user,
      conversationId,
      text,
      ...extra,
    }),
    presses: (value: Record<string, unknown>, extra: Partial<TIncomingMessage> = {}): TIncomingMessage => ({
      user,
      conversationId,
      value,
      ...extra,
    }),
  };
}

/** Tests only: a bot reaction text of the tenant for a country, current since a week. */
export async function createReactionText(
  db: TDb,
  customerId: number,
  key: TBotReactionKey,
  countryId: number,
  text: string,
) {
  await db.insert(valueVersions).values({
    customerId,
    kind: 'botReaction',
    itemId: botReactionType(key).id,
    countryId,
    text,
    active: true,
    validFrom: new Date(Date.now() - 7 * 86_400_000),
  });
}

export async function utterancesOf(db: TDb, botUserId: number) {
  return db.select().from(utterances).where(eq(utterances.botUserId, botUserId)).orderBy(utterances.id);
}

export async function botUserOf(db: TDb, customerId: number, channelUserId: string) {
  const rows = await db.select().from(botUsers).where(eq(botUsers.channelUserId, channelUserId));
  return rows.find((r) => r.customerId === customerId);
}
