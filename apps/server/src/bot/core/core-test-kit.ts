import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { botReactionType, type TBotReactionKey } from '@askhr/shared/bot/bot-reactions.constants';
import type { TDb } from '../../db/client';
import { botUsers, utterances, valueVersions } from '../../db/schema';
import { createTestApp, type TTestApp } from '../../test/app';
import { createTenant } from '../../test/factories';
import { createQuestion } from '../../test/knowledge-factories';
import { createAnswerVersion } from '../../test/question-factories';
import type { TBotUserRef, TIncomingMessage } from '../conversation.types';
import { createConversationCore } from './conversation-core';
import type { TRankedIntent } from '@askhr/shared/bot/bot-decision';
import type { TIntentRanker } from './intent-ranker';

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

/**
 * Tests only: for one describe block, a test app with a tenant in `countries` and one question the model
 * recognises surely from each of `phrases`, answered by `answers` (country id to text).
 */
export function coreWithOneQuestion(opts: {
  countries: number[];
  phrases: string[];
  answers: Record<number, string>;
}) {
  const script = scriptedRanker();
  const ctx = {
    t: undefined as unknown as TTestApp,
    tenantId: 0,
    core: () => createConversationCore({ db: ctx.t.db, ranker: script.ranker }),
  };
  beforeAll(async () => {
    ctx.t = await createTestApp();
    ctx.tenantId = (await createTenant(ctx.t.db, { countries: opts.countries })).id;
    const q = await createQuestion(ctx.t.db, ctx.tenantId, { text: `${opts.phrases[0]}?` });
    for (const [countryId, text] of Object.entries(opts.answers))
      await createAnswerVersion(ctx.t.db, ctx.tenantId, q.id, Number(countryId), { text });
    for (const phrase of opts.phrases) script.on(ctx.tenantId, phrase, [{ questionId: q.id, score: 0.9 }]);
  });
  afterAll(() => ctx.t.close());
  return ctx;
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
