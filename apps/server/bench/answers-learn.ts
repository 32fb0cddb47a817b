import { createHash } from 'node:crypto';
import { REVIEW_STATES } from '@askhr/shared/bot/bot.constants';
import { ZReviewSave } from '@askhr/shared/review/review-actions.schemas';
import { saveReview } from '../src/modules/review/review-save.service';
import { ask, press, type TAsked, type TAsker, type TBenchBot } from './answers-ask';

/**
 * `bench:answers -- --learn`: a simulated month of use of the demo tenant. Each meaning's phrasings
 * are dealt in two: employees send one half during the month, one week's share at a time; they
 * click the right question when it is offered and rate an answer Helpful when it is right, Not
 * helpful when it is wrong; at the end of each week a reviewer saves a share of that week's messages
 * the bot did not understand or that were rated Not helpful as Training Requests of the question
 * meant (Out of Scope for those that were), and the tenant's model retrains. The other half's
 * phrasings are asked before the month and after it, by employees who click nothing.
 */
export interface TLearnMessage extends TAsker {
  text: string;
  language: string;
  expected: string | null;
}

export interface TLearningBot extends TBenchBot {
  expectedIdOf(message: TLearnMessage): number | null;
  /** retrains the tenant's model; resolves when the new one answers */
  retrain(): Promise<void>;
}

export interface TMonth {
  weeks: number;
  /** the share of a week's misses a reviewer turns into Training Requests (or Out of Scope) */
  reviewed: number;
}

export const MONTH: TMonth = { weeks: 4, reviewed: 0.3 };

export interface TLearnt {
  picks: number;
  helpful: number;
  notHelpful: number;
  trainingRequests: number;
  outOfScope: number;
}

export interface TMonthResult {
  before: { message: TLearnMessage; asked: TAsked }[];
  after: { message: TLearnMessage; asked: TAsked }[];
  learnt: TLearnt;
}

const hashOf = (text: string) => createHash('sha256').update(text).digest().readUInt32BE(0);
const byHash = <T extends { text: string }>(rows: readonly T[]) =>
  [...rows].sort((a, b) => hashOf(a.text) - hashOf(b.text) || a.text.localeCompare(b.text));

/** Each meaning's phrasings (and the out-of-scope messages) dealt in turn: the month's, and the test's. */
export function splitPhrasings<T extends TLearnMessage>(messages: readonly T[]): { month: T[]; test: T[] } {
  const groups = new Map<string, T[]>();
  for (const message of messages) {
    const key = message.expected ?? '';
    groups.set(key, [...(groups.get(key) ?? []), message]);
  }
  const month: T[] = [];
  const test: T[] = [];
  for (const group of groups.values()) byHash(group).forEach((m, i) => (i % 2 === 0 ? month : test).push(m));
  return { month, test };
}

async function askAll(bot: TLearningBot, messages: readonly TLearnMessage[], who: string) {
  const asked = [];
  for (const [i, message] of messages.entries())
    asked.push({
      message,
      asked: await ask(bot, message, `${who}-${i}`, message.text, bot.expectedIdOf(message)),
    });
  return asked;
}

/** What an employee does with the reply; whether the message is one for the reviewer. */
async function react(
  bot: TLearningBot,
  message: TLearnMessage,
  user: string,
  asked: TAsked,
  learnt: TLearnt,
) {
  const expectedId = bot.expectedIdOf(message);
  const rating = (value: 1 | -1) => asked.buttons.find((b) => b.kind === 'rate' && b.rating === value);
  if (asked.outcome === 'right') {
    const helpful = rating(1);
    if (helpful) await press(bot, message, user, helpful);
    learnt.helpful++;
    return false;
  }
  const pick = asked.buttons.find((b) => b.kind === 'choose' && b.questionId === expectedId);
  if (pick) {
    await press(bot, message, user, pick);
    learnt.picks++;
    return false;
  }
  const notHelpful = asked.outcome === 'wrong' ? rating(-1) : undefined;
  if (notHelpful) {
    await press(bot, message, user, notHelpful);
    learnt.notHelpful++;
    return true;
  }
  return asked.outcome === 'notUnderstood';
}

/** The reviewer's week: the first share of the misses (in a fixed order) saved with what they meant. */
async function review(
  bot: TLearningBot,
  misses: { message: TLearnMessage; utteranceId: number }[],
  share: number,
  learnt: TLearnt,
) {
  const chosen = byHash(misses.map((m) => ({ ...m, text: m.message.text }))).slice(
    0,
    Math.round(share * misses.length),
  );
  for (const { message, utteranceId } of chosen) {
    const questionId = bot.expectedIdOf(message);
    const body = ZReviewSave.parse(
      questionId === null
        ? { id: utteranceId, state: REVIEW_STATES.outOfScope }
        : {
            id: utteranceId,
            state: REVIEW_STATES.trainingRequest,
            reviewQuestionId: questionId,
            modelUtterance: message.text,
          },
    );
    await saveReview(bot.db, bot.customerId, body, () => undefined);
    if (questionId === null) learnt.outOfScope++;
    else learnt.trainingRequests++;
  }
}

export async function simulateMonth(
  bot: TLearningBot,
  messages: readonly TLearnMessage[],
  month: TMonth = MONTH,
): Promise<TMonthResult> {
  const { month: sent, test } = splitPhrasings(messages);
  const before = await askAll(bot, test, 'learn-before');
  const learnt: TLearnt = { picks: 0, helpful: 0, notHelpful: 0, trainingRequests: 0, outOfScope: 0 };
  for (let week = 0; week < month.weeks; week++) {
    const misses = [];
    for (const [i, message] of sent.entries()) {
      if (i % month.weeks !== week) continue;
      const user = `learn-month-${i}`;
      const asked = await ask(bot, message, user, message.text, bot.expectedIdOf(message));
      if ((await react(bot, message, user, asked, learnt)) && asked.utteranceId !== null)
        misses.push({ message, utteranceId: asked.utteranceId });
    }
    await review(bot, misses, month.reviewed, learnt);
    await bot.retrain();
  }
  return { before, after: await askAll(bot, test, 'learn-after'), learnt };
}

const pct = (part: number, whole: number) => (whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)} %`);

/** Right first time, within one click and wrong answers before and after the month, per language. */
export function describeMonth(result: TMonthResult): string[] {
  const { learnt } = result;
  const lines = [
    `during the month: ${learnt.picks} picks, ${learnt.helpful} Helpful and ${learnt.notHelpful} Not helpful ratings; ` +
      `the reviewer saved ${learnt.trainingRequests} Training Requests and ${learnt.outOfScope} Out of Scope`,
    `${'language'.padEnd(10)}${'n'.padStart(5)}${'right first'.padStart(24)}${'within one click'.padStart(24)}${'wrong answer'.padStart(24)}`,
  ];
  const figures = (rows: TMonthResult['before']) => {
    const n = rows.length;
    return [
      pct(rows.filter((r) => r.asked.outcome === 'right').length, n),
      pct(rows.filter((r) => r.asked.outcome === 'right' || r.asked.offeredRight).length, n),
      pct(rows.filter((r) => r.asked.outcome === 'wrong').length, n),
    ];
  };
  const inScope = (rows: TMonthResult['before'], language: string) =>
    rows.filter(
      (r) => r.message.expected !== null && (language === 'all' || r.message.language === language),
    );
  for (const language of ['en', 'es', 'de', 'pt', 'all']) {
    const before = figures(inScope(result.before, language));
    const after = figures(inScope(result.after, language));
    lines.push(
      language.padEnd(10) +
        String(inScope(result.after, language).length).padStart(5) +
        before.map((b, i) => `${b} -> ${after[i]}`.padStart(24)).join(''),
    );
  }
  const refused = (rows: TMonthResult['before']) =>
    rows.filter(
      (r) =>
        r.message.expected === null && r.asked.outcome === 'notUnderstood' && r.asked.optionIds.length === 0,
    ).length;
  const outOfScope = result.after.filter((r) => r.message.expected === null).length;
  lines.push(
    `out of scope: ${outOfScope}, refused ${pct(refused(result.before), outOfScope)} -> ${pct(refused(result.after), outOfScope)}`,
  );
  return lines;
}

/** Right first time of the test phrasings in scope, before and after. */
export function rightFirst(result: TMonthResult) {
  const share = (rows: TMonthResult['before']) => {
    const inScope = rows.filter((r) => r.message.expected !== null);
    return inScope.filter((r) => r.asked.outcome === 'right').length / inScope.length;
  };
  return { before: share(result.before), after: share(result.after) };
}
