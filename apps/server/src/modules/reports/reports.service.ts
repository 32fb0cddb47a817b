import { CHANNELS, COUNTRIES, GLOBAL_COUNTRY_ID } from '@askhr/shared/countries/countries.constants';
import { answerOutcome } from '@askhr/shared/answers/answer-rule';
import { addDays, checkReportRange, previousRange } from '@askhr/shared/reports/report-periods';
import type { TTotalQuestionsQuery, TTotalQuestionsReport } from '@askhr/shared/reports/reports.schemas';
import { isKnownTimeZone, zonedDate } from '@askhr/shared/time/zoned-time';
import type { TDb } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { listCategories } from '../categories/categories.service';
import { liveVersions } from '../versioned-values/versioned-values.service';
import { findTenantQuestions } from './reports-knowledge.repository';
import { dayStartInstant, planReport, UNIT_IDS, type TReportPlan } from './report-plan';
import { pushFigures } from './report-pushes';
import {
  countHourly,
  countNewUsers,
  countUsersBetween,
  findMostUnanswered,
  findReportZone,
  findUniqueUsers,
  sumDaily,
  totalDaily,
  type TReportScope,
} from './reports.repository';

const MOST_UNANSWERED = 5;
const byCountDesc = (a: { count: number }, b: { count: number }) => b.count - a.count;

/** The tenant's report time zone. */
export async function reportTimeZone(db: TDb, customerId: number) {
  // a zone the database knows but this runtime does not (very rare) is read as UTC rather than failing
  const stored = await findReportZone(db, customerId);
  return isKnownTimeZone(stored) ? stored : 'UTC';
}

/** The report's time zone and today's date in it; a bad range is a 400 with a message per field. */
export async function reportWindow(
  db: TDb,
  customerId: number,
  query: Pick<TTotalQuestionsQuery, 'start' | 'end' | 'granularity'>,
  now: Date,
) {
  const timeZone = await reportTimeZone(db, customerId);
  const problems = checkReportRange(query.start, query.end, query.granularity, zonedDate(now, timeZone));
  if (problems.length > 0) {
    const fields: Record<string, string[]> = {};
    for (const p of problems) (fields[p.field] ??= []).push(p.message);
    throw badRequest(problems.map((p) => p.message).join(' '), fields);
  }
  return timeZone;
}

async function bucketFigures(
  db: TDb,
  scope: TReportScope,
  plan: TReportPlan,
  range: { start: string; end: string; timeZone: string },
) {
  const { start, end, timeZone } = range;
  if (plan.unit === 'Hourly') {
    const [hours, sums] = await Promise.all([
      countHourly(db, scope, plan.bounds),
      sumDaily(db, scope, [start], end),
    ]);
    const figures = plan.displayDates.map((_, i) => ({
      questions: hours.get(i)?.questions ?? 0,
      users: hours.get(i)?.users ?? 0,
    }));
    return { figures, sums };
  }
  const { buckets } = plan;
  const unitId = UNIT_IDS[plan.unit];
  const [sums, stored, partial] = await Promise.all([
    sumDaily(
      db,
      scope,
      buckets.map((b) => b.start),
      end,
    ),
    findUniqueUsers(
      db,
      scope,
      unitId,
      buckets.filter((b) => b.isWhole).map((b) => b.start),
    ),
    Promise.all(
      buckets.map((b) =>
        b.isWhole
          ? 0
          : countUsersBetween(
              db,
              scope,
              dayStartInstant(b.start, timeZone),
              dayStartInstant(addDays(b.end, 1), timeZone),
            ),
      ),
    ),
  ]);
  const figures = buckets.map((b, i) => ({
    questions: sums.buckets.get(i)?.questions ?? 0,
    users: b.isWhole ? (stored.get(b.start) ?? 0) : partial[i]!,
  }));
  return { figures, sums };
}

/**
 * Answers enabled for the country (or the global templates) and role per category, over the
 * questions in the subscription, by the rule the bot answers with.
 */
async function enabledAnswers(
  db: TDb,
  customerId: number,
  scope: TReportScope,
  now: Date,
  categoriesLoaded: ReturnType<typeof listCategories>,
) {
  const [questions, categories] = await Promise.all([findTenantQuestions(db, customerId), categoriesLoaded]);
  const versions = await liveVersions(
    db,
    customerId,
    'answer',
    questions.map((q) => q.id),
  );
  const versionsOf = new Map<number, typeof versions>();
  for (const v of versions) versionsOf.set(v.itemId, [...(versionsOf.get(v.itemId) ?? []), v]);
  const perCategory = new Map<number, { count: number; questions: number }>();
  let total = 0;
  let inSubscription = 0;
  for (const q of questions) {
    const own = versionsOf.get(q.id) ?? [];
    const { reason } = answerOutcome(q, scope.countryId ?? GLOBAL_COUNTRY_ID, scope.roleId ?? null, own, now);
    // outside the subscription a question is not one employees could get an answer to
    if (reason === 'NOT_IN_SUBSCRIPTION') continue;
    inSubscription += 1;
    const isEnabled = reason === null;
    if (isEnabled) total += 1;
    if (q.categoryId === null) continue;
    const entry = perCategory.get(q.categoryId) ?? { count: 0, questions: 0 };
    entry.questions += 1;
    if (isEnabled) entry.count += 1;
    perCategory.set(q.categoryId, entry);
  }
  return {
    total,
    questions: inSubscription,
    categories: categories
      .filter((c) => perCategory.has(c.id))
      .map((c) => ({ category: { id: c.id, name: c.name }, ...perCategory.get(c.id)! })),
  };
}

const channelCounts = (counts: Map<string, number>) =>
  CHANNELS.filter((c) => counts.has(c.id)).map((c) => ({ channelId: c.id, count: counts.get(c.id)! }));
const sumOf = (counts: Map<string, number>) => [...counts.values()].reduce((a, b) => a + b, 0);

/** GET /api/Reports/TotalQuestions: the dashboard report, from the rollups. */
export async function totalQuestions(
  db: TDb,
  customerId: number,
  query: TTotalQuestionsQuery,
  now = new Date(),
): Promise<TTotalQuestionsReport> {
  const timeZone = await reportWindow(db, customerId, query, now);
  const { start, end } = query;
  const scope: TReportScope = { customerId, countryId: query.countryId, roleId: query.employeeTypeFilter };
  const plan = planReport(start, end, query.granularity, timeZone);
  const previous = previousRange(start, end);
  const instant = (date: string) => dayStartInstant(date, timeZone);
  const categoriesLoaded = listCategories(db, customerId);
  const [
    { figures, sums },
    newUsers,
    previousTotals,
    previousNewUsers,
    enabled,
    unanswered,
    categories,
    pushes,
  ] = await Promise.all([
    bucketFigures(db, scope, plan, { start, end, timeZone }),
    countNewUsers(db, scope, instant(start), instant(addDays(end, 1))),
    totalDaily(db, scope, previous.start, previous.end),
    countNewUsers(db, scope, instant(previous.start), instant(start)),
    enabledAnswers(db, customerId, scope, now, categoriesLoaded),
    findMostUnanswered(db, scope, start, end, MOST_UNANSWERED),
    categoriesLoaded,
    pushFigures(db, customerId, plan, timeZone),
  ]);
  const categoryName = new Map(categories.map((c) => [c.id, c.name]));
  return {
    start,
    end,
    timeZone,
    granularity: plan.unit,
    totals: plan.displayDates.map((displayDate, i) => ({
      displayDate,
      totalCount: figures[i]!.questions,
      uniqueUsersCount: figures[i]!.users,
      pushMessagesCount: pushes[i]!.pushes,
      pushMessagesRecipientsCount: pushes[i]!.recipients,
    })),
    totalsByCategory: [...sums.categories]
      .filter(([id]) => categoryName.has(id))
      .map(([id, count]) => ({ category: { id, name: categoryName.get(id)! }, count }))
      .sort(byCountDesc),
    totalsByCountry: [...sums.countries]
      .flatMap(([id, count]) => {
        // the global template is not a country of activity: those questions were asked in none
        if (id === GLOBAL_COUNTRY_ID) return [];
        const country = COUNTRIES.find((c) => c.id === id);
        return country ? [{ country: { id, code: country.code, name: country.name }, count }] : [];
      })
      .sort(byCountDesc),
    newUsers: channelCounts(newUsers),
    answersPerChannel: channelCounts(new Map([...sums.channels].filter(([, n]) => n > 0))),
    enabledAnswersCount: enabled,
    previous: {
      ...previous,
      totalCount: previousTotals.questions,
      answersCount: previousTotals.answers,
      newUsersCount: sumOf(previousNewUsers),
    },
    mostAskedUnanswered: unanswered,
  };
}
