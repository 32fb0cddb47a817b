import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { rowsOf } from '../../db/rows';

export interface TUsageRow {
  id: number;
  local: string;
  epoch: string;
  channel: string;
  country_id: number;
  role_id: number;
  text: string;
  question: string | null;
  reason_id: number | null;
  rating: number | null;
}

/** Where a batch starts in the date order: at the range's start, or after the last row read. */
export type TUsageCursor = { from: string } | { date: string; id: number };

/**
 * The next `limit` utterances before `to`, in date order, with their local time in `timeZone` and
 * their matched question; Test Bot messages are not usage and stay out.
 */
export async function findUsageBatch(
  db: TDb,
  customerId: number,
  timeZone: string,
  to: string,
  after: TUsageCursor,
  limit: number,
) {
  return rowsOf<TUsageRow & { date: string }>(
    await db.execute(sql`
      select u.id, u.date::text as date,
             to_char(u.date at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI:SS') as local,
             floor(extract(epoch from u.date))::text as epoch,
             u.channel, u.country_id, u.role_id, u.text, q.text as question, u.reason_id, u.rating
      from utterances as u
      left join questions as q
        on q.id = coalesce(u.returned_question_id, u.predicted_question_id) and q.customer_id = u.customer_id
      where u.customer_id = ${customerId} and not u.is_test and u.date < ${to}::timestamptz
        and ${'from' in after ? sql`u.date >= ${after.from}::timestamptz` : sql`(u.date, u.id) > (${after.date}::timestamptz, ${after.id})`}
      order by u.date, u.id
      limit ${limit}`),
  );
}
