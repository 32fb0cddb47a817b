import type { TSimulatedEmployee } from './employees';
import { OUT_OF_SCOPE, otherLanguagePhrase, vary } from './phrasing';
import type { TRandom } from './prng';

export interface TPhrasingSource {
  questionId: number;
  text: string;
}

export interface TSimulatedMessage {
  at: Date;
  employee: TSimulatedEmployee;
  text: string;
  /** the question the employee meant, null when out of scope */
  intendedQuestionId: number | null;
  kind: 'phrasing' | 'outOfScope' | 'otherLanguage';
}

export const OUT_OF_SCOPE_SHARE = 0.1;
const OTHER_LANGUAGE_SHARE = 0.03;
const DAY_MS = 86_400_000;

/** UTC offset in hours, so that people write in their own office hours */
const UTC_OFFSET: Record<string, number> = { ES: 1, DE: 1, US: -5, IN: 5.5, BR: -3, GLOBAL: 0 };
/** local hour weights: office hours, a morning peak and a dip at lunch */
const HOUR_WEIGHTS = [
  0, 0, 0, 0, 0, 0, 0.1, 0.4, 1.2, 1.6, 1.5, 1.3, 0.8, 0.9, 1.3, 1.2, 1, 0.7, 0.4, 0.2, 0.15, 0.1, 0.05, 0,
].map((w, hour) => [hour, w] as const);

/**
 * Messages of the employees over the `days` days before `end`, oldest first (employees join along
 * the way): about `perDay` per
 * working day (weekends a tenth), heavy users more often, phrasings drawn from the tenant's training
 * utterances with variations, OUT_OF_SCOPE_SHARE out of scope and a few in another language.
 */
export function generateMessages(
  random: TRandom,
  opts: {
    employees: readonly TSimulatedEmployee[];
    phrasings: readonly TPhrasingSource[];
    days: number;
    perDay: number;
    end: Date;
  },
): TSimulatedMessage[] {
  // half the employees are there from the start, the others join on a day of the period, so that
  // every stretch of the history has new users
  const joined = opts.employees.map(
    (e) => [e, e.activity, random.next() < 0.5 ? 0 : random.int(opts.days)] as const,
  );
  const messages: TSimulatedMessage[] = [];
  const firstDay = Math.floor(opts.end.getTime() / DAY_MS) - opts.days;
  for (let d = 0; d < opts.days; d++) {
    const byActivity = joined.filter(([, , day]) => day <= d).map(([e, activity]) => [e, activity] as const);
    if (byActivity.length === 0) continue;
    const dayStart = (firstDay + d) * DAY_MS;
    const weekday = new Date(dayStart).getUTCDay();
    const isWeekend = weekday === 0 || weekday === 6;
    // Mondays are busiest, Fridays calmer; +-30% noise from day to day
    const factor = isWeekend ? 0.1 : weekday === 1 ? 1.2 : weekday === 5 ? 0.8 : 1;
    const count = Math.round(opts.perDay * factor * (0.7 + 0.6 * random.next()));
    for (let i = 0; i < count; i++) {
      const employee = random.weighted(byActivity);
      const localHour = random.weighted(HOUR_WEIGHTS);
      const offset = UTC_OFFSET[employee.countryCode] ?? 0;
      const ms = dayStart + (localHour - offset) * 3_600_000 + random.int(3_600_000);
      const at = new Date(Math.min(ms, opts.end.getTime() - 1000));
      messages.push({ at, employee, ...phrase(random, employee, opts.phrasings) });
    }
  }
  return messages.sort((a, b) => a.at.getTime() - b.at.getTime());
}

function phrase(
  random: TRandom,
  employee: TSimulatedEmployee,
  phrasings: readonly TPhrasingSource[],
): Pick<TSimulatedMessage, 'text' | 'intendedQuestionId' | 'kind'> {
  const r = random.next();
  if (r < OUT_OF_SCOPE_SHARE || phrasings.length === 0)
    return { text: vary(random, random.pick(OUT_OF_SCOPE)), intendedQuestionId: null, kind: 'outOfScope' };
  if (r < OUT_OF_SCOPE_SHARE + OTHER_LANGUAGE_SHARE) {
    const text = otherLanguagePhrase(random, employee.countryCode);
    if (text) return { text, intendedQuestionId: null, kind: 'otherLanguage' };
  }
  const source = random.pick(phrasings);
  return { text: vary(random, source.text), intendedQuestionId: source.questionId, kind: 'phrasing' };
}
