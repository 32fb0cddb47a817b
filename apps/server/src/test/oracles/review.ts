import type { TReviewOrderColumn } from '@askhr/shared/review/review.schemas';

/** A logged utterance as the property test inserted it, with its country code. */
export interface TRawReviewRow {
  id: number;
  date: Date;
  countryId: number;
  countryCode: string;
  roleId: number;
  text: string;
  predictedQuestionId: number | null;
  returnedQuestionId: number | null;
  confidence: number | null;
  reasonId: number | null;
  rating: number | null;
  reviewStateId: number;
  isTest: boolean;
  hedged: boolean;
}

/** The filter as plain values, every list meaning no restriction when empty or absent. */
export interface TOracleFilter {
  start: Date;
  end: Date;
  states?: number[];
  ratings?: number[];
  intents?: number[];
  roleIds?: number[];
  countryIds?: number[];
  intentName?: string;
  includeTests: boolean;
  hedged?: boolean;
}

const within = (list: number[] | undefined, value: number | null) =>
  !list?.length || (value !== null && list.includes(value));

/** The rows the filter matches, decided one row at a time. */
export function filterRows(rows: TRawReviewRow[], filter: TOracleFilter, questionText: Map<number, string>) {
  const name = filter.intentName?.toLowerCase();
  const named = (id: number | null) =>
    id !== null &&
    (questionText
      .get(id)
      ?.toLowerCase()
      .includes(name ?? '') ??
      false);
  return rows.filter(
    (r) =>
      r.date >= filter.start &&
      r.date <= filter.end &&
      (filter.includeTests || !r.isTest) &&
      (filter.hedged === undefined || r.hedged === filter.hedged) &&
      within(filter.states, r.reviewStateId) &&
      within(filter.ratings, r.rating ?? 0) &&
      (!filter.intents?.length ||
        within(filter.intents, r.predictedQuestionId) ||
        within(filter.intents, r.returnedQuestionId)) &&
      within(filter.roleIds, r.roleId) &&
      within(filter.countryIds, r.countryId) &&
      (!name || named(r.predictedQuestionId) || named(r.returnedQuestionId)),
  );
}

const sortKey: Record<TReviewOrderColumn, (r: TRawReviewRow) => number | string | null> = {
  date: (r) => r.date.getTime(),
  utterance: (r) => r.text.toLowerCase(),
  userCountry: (r) => r.countryCode,
  userRole: (r) => r.roleId,
  confidenceScore: (r) => r.confidence,
  rating: (r) => r.rating ?? 0,
  state: (r) => r.reviewStateId,
  reason: (r) => r.reasonId,
};

const compare = (a: number | string, b: number | string) => (a < b ? -1 : a > b ? 1 : 0);

/** The documented order (missing values last, then newest and highest id first). */
export function sortRows(rows: TRawReviewRow[], column: TReviewOrderColumn, desc: boolean) {
  const key = sortKey[column];
  const sign = desc ? -1 : 1;
  return [...rows].sort((a, b) => {
    const x = key(a);
    const y = key(b);
    if (x === null || y === null) {
      if (x !== y) return x === null ? 1 : -1;
    } else if (x !== y) return sign * compare(x, y);
    if (column === 'date') return sign * (a.id - b.id);
    return b.date.getTime() - a.date.getTime() || b.id - a.id;
  });
}

/** Rows per rating (0: none) and settled question, ordered as the aggregate is. */
export function countRatingsOf(rows: TRawReviewRow[]) {
  const totals = new Map<string, { id: number; questionId: number | null; total: number }>();
  for (const r of rows) {
    const id = r.rating ?? 0;
    const questionId = r.returnedQuestionId ?? r.predictedQuestionId;
    const key = `${id}:${questionId}`;
    const item = totals.get(key) ?? { id, questionId, total: 0 };
    item.total += 1;
    totals.set(key, item);
  }
  return [...totals.values()].sort(
    (a, b) =>
      a.id - b.id ||
      (a.questionId === null ? 1 : 0) - (b.questionId === null ? 1 : 0) ||
      (a.questionId ?? 0) - (b.questionId ?? 0),
  );
}
