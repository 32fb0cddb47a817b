import { and, count, eq, like } from 'drizzle-orm';
import { RATINGS, REASON_LABELS, type TReasonId } from '@askhr/shared/bot/bot.constants';
import { ZBotButtonValue } from '@askhr/shared/bot/bot.schemas';
import type { TDb } from '../../db/client';
import { utterances } from '../../db/schema';
import { findTenantCountries } from '../../auth/access.repository';
import { createConversationCore } from '../../bot/core/conversation-core';
import type { TIntentRanker } from '../../bot/core/intent-ranker';
import { loadTrainingExamples } from '../../bot/nlu/nlu.repository';
import { generateEmployees } from './employees';
import { generateMessages, type TSimulatedMessage } from './messages';
import { createRandom } from './prng';

export interface TSimulationOptions {
  customerId: number;
  days: number;
  perDay: number;
  seed?: number;
  /** the simulated period ends here (default now) */
  end?: Date;
  onProgress?: (done: number, total: number) => void;
}

export interface TSimulationSummary {
  customerId: number;
  employees: number;
  messages: number;
  answered: number;
  rated: { helpful: number; notHelpful: number };
  /** utterances by reason label ("Answered" for the answered ones) */
  byReason: Record<string, number>;
  seconds: number;
}

/**
 * Runs simulated employees of one tenant through the real conversation core, one message at a
 * time at its simulated date, and rates some answers (Not helpful more often when the model was
 * unsure). Sequential on purpose: the clock and the observed confidence belong to the current message.
 */
export async function simulateTenant(
  db: TDb,
  ranker: TIntentRanker,
  opts: TSimulationOptions,
): Promise<TSimulationSummary> {
  const started = Date.now();
  const random = createRandom(opts.seed ?? opts.customerId * 7919);
  const countries = await findTenantCountries(db, opts.customerId);
  if (countries.length === 0) throw new Error(`tenant ${opts.customerId} not found or has no countries`);
  const examples = await loadTrainingExamples(db, opts.customerId);
  const employees = generateEmployees(random, {
    count: Math.max(10, Math.round(opts.perDay * 2.5)),
    countryCodes: countries.map((c) => c.code),
    domain: `tenant${opts.customerId}.example.com`,
  });
  const messages = generateMessages(random, {
    employees,
    phrasings: examples.map((e) => ({ questionId: Number(e.intent), text: e.text })),
    days: opts.days,
    perDay: opts.perDay,
    end: opts.end ?? new Date(),
  });

  let clock = new Date();
  let topScore = 0;
  const observed: TIntentRanker = {
    async rank(customerId, text) {
      const ranked = await ranker.rank(customerId, text);
      topScore = ranked[0]?.score ?? 0;
      return ranked;
    },
  };
  const core = createConversationCore({ db, ranker: observed, now: () => clock });
  // tags this run's conversations so that the summary counts them and nothing else
  const runTag = `sim-${started.toString(36)}`;
  const rated = { helpful: 0, notHelpful: 0 };
  const step = Math.max(1, Math.floor(messages.length / 10));

  for (const [index, message] of messages.entries()) {
    clock = message.at;
    topScore = 0;
    const user = {
      customerId: opts.customerId,
      channel: message.employee.channel,
      channelUserId: message.employee.channelUserId,
      email: message.employee.email,
      name: message.employee.name,
      countryCode: message.employee.countryCode,
      roleId: message.employee.roleId,
    };
    const conversationId = `${runTag}-${user.channelUserId}-${message.at.toISOString().slice(0, 10)}`;
    const replies = await core.handle({ user, conversationId, text: message.text });
    const rating = chooseRating(random, message, topScore);
    const button = rating === null ? undefined : replies.flatMap((r) => r.buttons ?? [])[0];
    const parsed = button ? ZBotButtonValue.safeParse(button.value) : null;
    if (parsed?.success && parsed.data.kind === 'rate' && rating !== null) {
      clock = new Date(message.at.getTime() + 20_000 + random.int(120_000));
      await core.handle({
        user,
        conversationId,
        value: { kind: 'rate', utteranceId: parsed.data.utteranceId, rating },
      });
      if (rating === RATINGS.helpful) rated.helpful++;
      else rated.notHelpful++;
    }
    if ((index + 1) % step === 0) opts.onProgress?.(index + 1, messages.length);
  }

  const rows = await db
    .select({ reasonId: utterances.reasonId, n: count() })
    .from(utterances)
    .where(and(eq(utterances.customerId, opts.customerId), like(utterances.conversationId, `${runTag}-%`)))
    .groupBy(utterances.reasonId);
  const byReason: Record<string, number> = {};
  for (const row of rows)
    byReason[row.reasonId === null ? 'Answered' : REASON_LABELS[row.reasonId as TReasonId]] = row.n;
  return {
    customerId: opts.customerId,
    employees: new Set(messages.map((m) => m.employee.channelUserId)).size,
    messages: messages.length,
    answered: byReason.Answered ?? 0,
    rated,
    byReason,
    seconds: (Date.now() - started) / 1000,
  };
}

/** About a third of answers get feedback; helpful mostly when the model was sure and on topic. */
function chooseRating(
  random: ReturnType<typeof createRandom>,
  message: TSimulatedMessage,
  confidence: number,
): 1 | -1 | null {
  if (!random.chance(0.35)) return null;
  const pHelpful = message.intendedQuestionId === null ? 0.1 : 0.25 + 0.7 * Math.min(1, confidence);
  return random.chance(pHelpful) ? 1 : -1;
}

export function formatSummary(s: TSimulationSummary): string {
  const pct = (n: number) => (s.messages === 0 ? '0.0' : ((100 * n) / s.messages).toFixed(1));
  const reasons = Object.entries(s.byReason)
    .sort((a, b) => b[1] - a[1])
    .map(([label, n]) => `    ${label.padEnd(28)} ${String(n).padStart(6)}  ${pct(n).padStart(5)}%`);
  return [
    `tenant ${s.customerId}: ${s.messages} messages from ${s.employees} employees in ${s.seconds.toFixed(1)} s`,
    `  answered ${s.answered} (${pct(s.answered)}%), rated helpful ${s.rated.helpful}, not helpful ${s.rated.notHelpful}`,
    `  by reason:`,
    ...reasons,
  ].join('\n');
}
