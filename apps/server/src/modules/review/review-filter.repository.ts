import { and, eq, gte, ilike, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { questions, utterances } from '../../db/schema';
import type { TEdge } from './review-rollups.repository';

/** What narrows the review list; the date range always applies, every list only when given. */
export interface TReviewQuery {
  start: Date;
  end: Date;
  states?: number[];
  /** 1, -1, or 0 for rows without a rating */
  ratings?: number[];
  /** question ids, matched against the predicted or the returned question */
  intents?: number[];
  roleIds?: number[];
  countryIds?: number[];
  intentName?: string;
  /** Test Bot messages too (they are left out unless asked for) */
  includeTests?: boolean;
  /** true: only hedged answers ("Answered, unsure"); false: none of them; absent: either */
  hedged?: boolean;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Missing ratings sort as 0 (No Feedback): between Not Helpful and Helpful. */
export const ratingOrNone = sql`coalesce(${utterances.rating}, 0)`;

/** The tenant's questions whose text holds `name` (any case): what an intent name filter matches. */
async function questionsNamed(db: TDb, customerId: number, name: string) {
  const rows = await db
    .select({ id: questions.id })
    .from(questions)
    .where(and(eq(questions.customerId, customerId), ilike(questions.text, likePattern(name))));
  return rows.map((row) => row.id);
}

/** The filter with its intent name resolved to the question ids it names, so no count joins. */
export interface TResolvedQuery extends Omit<TReviewQuery, 'intentName'> {
  namedIntents?: number[];
  intentName?: never;
}

/** The filter as whereOf reads it: an intent name becomes the ids of the questions it matches. */
export async function resolveIntentName(
  db: TDb,
  customerId: number,
  query: TReviewQuery,
): Promise<TResolvedQuery> {
  const { intentName, ...rest } = query;
  return intentName ? { ...rest, namedIntents: await questionsNamed(db, customerId, intentName) } : rest;
}

const asked = (ids: number[]) =>
  ids.length
    ? or(inArray(utterances.predictedQuestionId, ids), inArray(utterances.returnedQuestionId, ids))
    : sql`false`;

/** The rows of the filter whose date is within `edge` (default: the filter's own range). */
export function whereOf(customerId: number, query: TResolvedQuery, edge?: TEdge): SQL | undefined {
  const { from, to, toIncluded } = edge ?? { from: query.start, to: query.end, toIncluded: true };
  const parts: (SQL | undefined)[] = [
    eq(utterances.customerId, customerId),
    gte(utterances.date, from),
    toIncluded ? lte(utterances.date, to) : lt(utterances.date, to),
  ];
  if (!query.includeTests) parts.push(eq(utterances.isTest, false));
  if (query.states?.length) parts.push(inArray(utterances.reviewStateId, query.states));
  if (query.ratings?.length) parts.push(inArray(ratingOrNone, query.ratings));
  if (query.intents?.length) parts.push(asked(query.intents));
  if (query.roleIds?.length) parts.push(inArray(utterances.roleId, query.roleIds));
  if (query.countryIds?.length) parts.push(inArray(utterances.countryId, query.countryIds));
  if (query.namedIntents) parts.push(asked(query.namedIntents));
  if (query.hedged !== undefined) parts.push(eq(utterances.hedged, query.hedged));
  return and(...parts);
}
