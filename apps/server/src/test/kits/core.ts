import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  botReactionType,
  NONE_OF_THESE_TITLE,
  type TBotReactionKey,
} from '@askhr/shared/bot-reactions/bot-reactions.constants';
import { GLOBAL_COUNTRY_ID } from '@askhr/shared/countries/countries.constants';
import type { TDatabase, TDb } from '../../db/client';
import { botUsers, confirmedExamples, utterances, valueVersions } from '../../db/schema';
import { createTestApp, type TTestApp } from '../app';
import { createTestDatabase } from '../db';
import { useBeforeAll } from '../lifecycle';
import { createTenant } from '../factories/tenants';
import { createQuestion } from '../factories/questions';
import { createAnswerVersion } from '../factories/versions';
import type { TBotUserRef, TConversationCore, TIncomingMessage } from '../../bot/conversation.types';
import { createConversationCore } from '../../bot/core/conversation-core';
import type { TRankedIntent } from '@askhr/shared/bot/bot-decision';
import type { TIntentRanker } from '../../bot/core/intent-ranker';

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

interface TAnsweredQuestion {
  id: number;
  text: string;
  answer: string;
}

/** Tests only: a question of the tenant with a global answer. */
export async function createAnsweredQuestion(
  db: TDb,
  customerId: number,
  text: string,
  answer: string,
): Promise<TAnsweredQuestion> {
  const question = await createQuestion(db, customerId, { text });
  await createAnswerVersion(db, customerId, question.id, GLOBAL_COUNTRY_ID, { text: answer });
  return { id: question.id, text, answer };
}

/**
 * Tests only: three questions of the tenant, each with a global answer, that `message` leaves the
 * model unsure between (close scores, best first): the bot offers all three and "None of these".
 */
export async function createCloseQuestions(
  db: TDb,
  customerId: number,
  script: ReturnType<typeof scriptedRanker>,
  message: string,
) {
  const asked = [
    ['How many vacation days do I have?', 'You have 25 vacation days a year.'],
    ['How do I request vacation?', 'Request vacation in the HR portal.'],
    ['Can I carry over unused vacation days?', 'Up to five days carry over to March.'],
  ] as const;
  const questions = [];
  for (const [text, answer] of asked)
    questions.push(await createAnsweredQuestion(db, customerId, text, answer));
  script.on(
    customerId,
    message,
    questions.map((q, i) => ({ questionId: q.id, score: 0.5 - 0.03 * i })),
  );
  return questions;
}

/**
 * Tests only: for the enclosing describe block, a tenant with the close questions of `message`, and
 * the channel `connect` links to the tenant and starts on the real core; closed after the tests.
 */
export function useUnsureBot<TChannel extends { close(): Promise<unknown> }>(
  message: string,
  connect: (db: TDb, tenantId: number, core: TConversationCore) => Promise<TChannel>,
) {
  return useBeforeAll(
    async () => {
      const database = await createTestDatabase();
      const { db } = database;
      const script = scriptedRanker();
      const tenantId = (await createTenant(db)).id;
      const questions = await createCloseQuestions(db, tenantId, script, message);
      const channel = await connect(db, tenantId, createConversationCore({ db, ranker: script.ranker }));
      return { database, tenantId, questions, channel };
    },
    async ({ database, channel }) => {
      await channel.close();
      await database.close();
    },
  );
}

/**
 * Tests only: the buttons offered for these questions, in order, as every channel must show them:
 * each question's text, then "None of these" (a value may carry more than it names).
 */
export function offeredButtons(questions: readonly { id: number; text: string }[]) {
  return [
    ...questions.map((q) => ({
      title: q.text,
      value: expect.objectContaining({ kind: 'choose', questionId: q.id }),
    })),
    { title: NONE_OF_THESE_TITLE, value: expect.objectContaining({ kind: 'none' }) },
  ];
}

/** Tests only: the Helpful and Not helpful buttons under an answer, exactly as every channel sends them. */
export const ratingButtons = (utteranceId: number) => [
  { title: 'Helpful', value: { kind: 'rate', utteranceId, rating: 1 } },
  { title: 'Not helpful', value: { kind: 'rate', utteranceId, rating: -1 } },
];

/**
 * Tests only: a hedged answer's buttons after its first alternative (see hedgedCore), exactly: the
 * second alternative, "None of these" and the ratings.
 */
export const hedgedButtonsAfterTheFirst = (second: { id: number; text: string }, utteranceId: number) => [
  { title: second.text, value: { kind: 'choose', questionId: second.id, utteranceId } },
  { title: 'None of these', value: { kind: 'none' } },
  ...ratingButtons(utteranceId),
];

/** Tests only: the last utterance logged for the channel's user in the tenant. */
export async function lastUtteranceOf(db: TDb, customerId: number, channelUserId: string) {
  const botUser = await botUserOf(db, customerId, channelUserId);
  return botUser ? (await utterancesOf(db, botUser.id)).at(-1) : undefined;
}

export async function botUserOf(db: TDb, customerId: number, channelUserId: string) {
  const rows = await db.select().from(botUsers).where(eq(botUsers.channelUserId, channelUserId));
  return rows.find((r) => r.customerId === customerId);
}

/** A question longer than a channel's button may be. */
export const LONG_QUESTION =
  'Can I carry over unused vacation days from last year into the first quarter if my manager agrees?';

/** pinned: the channels' hedge tests are about what a channel shows, not about where the fitted defaults lie */
const HEDGE_THRESHOLDS = { high: 0.5, closeMargin: 0.1, hedge: 0.4, hedgeMargin: 0.4, outOfScope: 0.65 };

/**
 * Tests only: for one describe block of a channel's hedge tests, a database with two tenants and a
 * core under pinned thresholds that answers `message` of the first tenant with `top` and a hedge (one
 * question clearly ahead, yet below a sure answer), offering `carryOver` (the `LONG_QUESTION`) and
 * `request` as alternatives; each has a global answer. The block connects its channel itself.
 */
export function hedgedCore(message: string) {
  const script = scriptedRanker();
  let database: TDatabase | undefined;
  const ctx = {
    db: undefined as unknown as TDb,
    tenantId: 0,
    otherId: 0,
    top: undefined as unknown as TAnsweredQuestion,
    carryOver: undefined as unknown as TAnsweredQuestion,
    request: undefined as unknown as TAnsweredQuestion,
    core: undefined as unknown as TConversationCore,
  };
  beforeAll(async () => {
    database = await createTestDatabase();
    ctx.db = database.db;
    const { db } = ctx;
    ctx.tenantId = (await createTenant(db)).id;
    ctx.otherId = (await createTenant(db)).id;
    const answered = (text: string, answer: string) => createAnsweredQuestion(db, ctx.tenantId, text, answer);
    ctx.top = await answered('Who approves <overtime> & extra hours?', 'Your manager does.');
    ctx.carryOver = await answered(LONG_QUESTION, 'Up to five days carry over to March.');
    ctx.request = await answered('How do I request vacation?', 'In the HR portal.');
    script.on(ctx.tenantId, message, [
      { questionId: ctx.top.id, score: 0.45 },
      { questionId: ctx.carryOver.id, score: 0.02 },
      { questionId: ctx.request.id, score: 0.01 },
    ]);
    ctx.core = createConversationCore({ db, ranker: script.ranker, thresholds: HEDGE_THRESHOLDS });
  });
  afterAll(() => database?.close());
  return ctx;
}

/** Tests only: the utterance with this id, of any tenant. */
export async function utteranceById(db: TDb, id: number) {
  return (await db.select().from(utterances).where(eq(utterances.id, id)))[0];
}

/** Tests only: the messages the tenant's bot learnt as examples, with the question each one means. */
export async function confirmedExamplesOf(db: TDb, customerId: number) {
  const rows = await db.select().from(confirmedExamples).where(eq(confirmedExamples.customerId, customerId));
  return rows.map(({ questionId, text }) => ({ questionId, text }));
}

/** Tests only: the examples learnt from the utterance. */
export async function examplesLearntFrom(db: TDb, utteranceId: number) {
  return db.select().from(confirmedExamples).where(eq(confirmedExamples.utteranceId, utteranceId));
}
