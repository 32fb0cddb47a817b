import { REVIEW_STATES } from '@askhr/shared/bot/bot.constants';
import {
  REVIEW_BULK_IDS_MAX,
  REVIEW_GROUPS_MAX,
  REVIEW_GROUPS_ROW_LIMIT,
  type TReviewGroup,
  type TReviewGroups,
  type TReviewGroupsQuery,
} from '@askhr/shared/review/review-groups.schemas';
import type { TDb } from '../../db/client';
import type { TReviewBot } from './review-bot';
import { groupUtterances, representativeOf, termWeights, wordReader } from './review-groups';
import { findGroupableRows } from './review.repository';
import { reviewQueryOf, withTenantZone } from './review.service';

type TGroupRow = Awaited<ReturnType<typeof findGroupableRows>>[number];

/** The question predicted for most rows; ties go to the one predicted most recently. */
function mostPredicted(members: readonly TGroupRow[]): TReviewGroup['predictedQuestion'] {
  const counts = new Map<number, { id: number; text: string; count: number }>();
  for (const { predictedId: id, predictedText: text } of members) {
    if (id === null || text === null) continue;
    const seen = counts.get(id);
    if (seen) seen.count += 1;
    else counts.set(id, { id, text, count: 1 });
  }
  let best: { id: number; text: string; count: number } | null = null;
  for (const entry of counts.values()) if (!best || entry.count > best.count) best = entry;
  return best;
}

function presentGroup(members: readonly TGroupRow[], bot: TReviewBot): TReviewGroup {
  const dates = members.map((m) => m.date.getTime());
  return {
    representative: representativeOf(members, bot.analyzer),
    count: members.length,
    ids: members.slice(0, REVIEW_BULK_IDS_MAX).map((m) => m.id),
    firstDate: new Date(Math.min(...dates)).toISOString(),
    lastDate: new Date(Math.max(...dates)).toISOString(),
    predictedQuestion: mostPredicted(members),
  };
}

/**
 * The tenant's unreviewed messages of the filter grouped by meaning, the largest groups first:
 * what many employees asked is reviewed once. Words weigh as in the bot's lexical search over the
 * tenant's questions. Only the newest REVIEW_GROUPS_ROW_LIMIT rows are read, and a message asked
 * only once is no group.
 */
export async function reviewGroups(
  db: TDb,
  bot: TReviewBot,
  customerId: number,
  query: TReviewGroupsQuery,
  now = new Date(),
): Promise<TReviewGroups> {
  const filter = {
    ...reviewQueryOf({ ...query, states: undefined }, await withTenantZone(db, customerId, query, { now })),
    states: [REVIEW_STATES.pendingReview],
  };
  const [rows, documents] = await Promise.all([
    findGroupableRows(db, customerId, filter, REVIEW_GROUPS_ROW_LIMIT + 1),
    bot.questionTexts(customerId),
  ]);
  const isTruncated = rows.length > REVIEW_GROUPS_ROW_LIMIT;
  const scanned = rows.slice(0, REVIEW_GROUPS_ROW_LIMIT);
  const read = wordReader(bot.analyzer);
  const groups = groupUtterances(scanned, termWeights(documents, read), read)
    .filter((members) => members.length > 1)
    .sort((a, b) => b.length - a.length || b[0]!.date.getTime() - a[0]!.date.getTime())
    .slice(0, REVIEW_GROUPS_MAX);
  return {
    data: groups.map((members) => presentGroup(members, bot)),
    scanned: scanned.length,
    rowLimit: REVIEW_GROUPS_ROW_LIMIT,
    isTruncated,
  };
}
