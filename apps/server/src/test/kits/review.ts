import crypto from 'node:crypto';
import { BOT_ROLES, REASONS, REVIEW_STATES } from '@askhr/shared/bot/bot.constants';
import type { TReviewUtterance } from '@askhr/shared/review/review.schemas';
import type { TDb } from '../../db/client';
import { botUsers, utterances } from '../../db/schema';
import type { TTestApp } from '../app';
import { createTenant } from '../factories/tenants';
import { createQuestion } from '../factories/questions';

export const ES = 2;
export const DE = 3;
const DAY = 86_400_000;

export const daysAgo = (days: number, now = Date.now()) => new Date(now - days * DAY);

type TUtteranceValues = Omit<
  typeof utterances.$inferInsert,
  'id' | 'customerId' | 'botUserId' | 'channel' | 'conversationId'
>;

/** Tests only: a bot user of the tenant and a logged utterance of it, written directly. */
export async function logUtterance(db: TDb, customerId: number, values: TUtteranceValues) {
  const [botUser] = await db
    .insert(botUsers)
    .values({
      customerId,
      channel: 'directline',
      channelUserId: `dl-${crypto.randomBytes(4).toString('hex')}`,
      countryId: values.countryId,
      roleId: values.roleId,
      firstSeen: values.date,
      lastSeen: values.date,
    })
    .returning();
  const [row] = await db
    .insert(utterances)
    .values({ ...values, customerId, botUserId: botUser!.id, channel: 'directline', conversationId: 'conv' })
    .returning();
  return row!;
}

/**
 * Tests only: two tenants, the first (every feature) with six utterances, five of them within the
 * last month, newest first as `ids`; the second with one Not Helpful utterance of its own.
 */
export async function seedReviewTenants(t: TTestApp) {
  const now = Date.now();
  const acme = await createTenant(t.db, { countries: [ES, DE], features: ['ReviewFeedback'] });
  const globex = await createTenant(t.db, { countries: [ES], features: ['ReviewFeedback'] });
  const vacation = await createQuestion(t.db, acme.id, { text: 'How many vacation days do I have?' });
  const payday = await createQuestion(t.db, acme.id, { text: 'When do we get paid?', inSubscription: false });
  const foreign = await createQuestion(t.db, globex.id, { text: 'Where is the Globex canteen?' });
  const { peopleManager: PM, teamMember: TM } = BOT_ROLES;
  const log = (values: TUtteranceValues) => logUtterance(t.db, acme.id, values);

  const u1 = await log({
    date: daysAgo(1, now),
    countryId: ES,
    roleId: TM,
    text: 'vacation days left',
    predictedQuestionId: vacation.id,
    confidence: 0.9,
    returnedQuestionId: vacation.id,
    reasonId: null,
    answerText: 'You have 25 days.',
    inSubscription: true,
    rating: -1,
    observations: 'check the Spanish answer',
  });
  const u2 = await log({
    date: daysAgo(2, now),
    countryId: DE,
    roleId: PM,
    text: 'Payday?',
    predictedQuestionId: payday.id,
    confidence: 0.8,
    returnedQuestionId: payday.id,
    answerText: 'On the 25th.',
    inSubscription: false,
    rating: 1,
    reviewStateId: REVIEW_STATES.resolved,
  });
  const u3 = await log({
    date: daysAgo(3, now),
    countryId: ES,
    roleId: PM,
    text: 'blah blah',
    reasonId: REASONS.noneIntent,
    answerText: 'Sorry?',
    reviewStateId: REVIEW_STATES.outOfScope,
  });
  // chosen from the bot's buttons: a predicted question without confidence
  const u4 = await log({
    date: daysAgo(4, now),
    countryId: DE,
    roleId: TM,
    text: 'How many vacation days do I have?',
    predictedQuestionId: vacation.id,
    returnedQuestionId: vacation.id,
    answerText: 'You have 30 days.',
    inSubscription: true,
    rating: -1,
    reviewStateId: REVIEW_STATES.trainingRequest,
  });
  const u5 = await log({
    date: daysAgo(5, now),
    countryId: ES,
    roleId: TM,
    text: 'money when',
    predictedQuestionId: payday.id,
    confidence: 0.3,
    reasonId: REASONS.lowConfidence,
    answerText: 'Hm?',
  });
  const old = await log({
    date: daysAgo(40, now),
    countryId: ES,
    roleId: TM,
    text: 'an old one',
    rating: -1,
  });
  const foreignRow = await logUtterance(t.db, globex.id, {
    date: daysAgo(1, now),
    countryId: ES,
    roleId: TM,
    text: 'globex only',
    predictedQuestionId: foreign.id,
    confidence: 0.95,
    returnedQuestionId: foreign.id,
    rating: -1,
  });
  return {
    acme,
    globex,
    questions: { vacation, payday, foreign },
    rows: { u1, u2, u3, u4, u5, old, foreign: foreignRow },
    ids: [u1.id, u2.id, u3.id, u4.id, u5.id],
  };
}

export type TReviewPage = { data: TReviewUtterance[]; total: number };

/** Tests only: a Not Helpful message of today in Spain, for requests that need some row. */
export const sampleUtterance = (): TUtteranceValues => ({
  date: new Date(),
  countryId: ES,
  roleId: BOT_ROLES.teamMember,
  text: 'vacation days left',
  rating: -1,
});
