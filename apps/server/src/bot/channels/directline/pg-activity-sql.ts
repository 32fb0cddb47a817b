import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { directlineConversations } from '../../../db/schema';
import { DIRECTLINE_CHANNEL, MAX_PAYLOAD_BYTES } from './activity-fanout';

/** A statement's value: given in it, a placeholder of a prepared statement, or a column of its rows. */
type TValue<T> = T | Placeholder | SQL;

/**
 * The activity (a jsonb expression) with what the channel sets: its id from the sequence, its
 * timestamp, channel and conversation. clock_timestamp() is read after the conversation's row lock,
 * so that timestamps follow sequences (Web Chat sorts by timestamp).
 */
export function stampedActivity(conversationId: TValue<string>, sequence: SQL, activity: SQL) {
  return sql`${activity} || jsonb_build_object(
    'id', ${conversationId}::text || '|' || lpad(${sequence}::text, greatest(7, length(${sequence}::text)), '0'),
    'timestamp', to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'channelId', 'directline',
    'conversation', jsonb_build_object('id', ${conversationId}::text))`;
}

/**
 * The body of a CTE that takes the conversation's next `count` sequences, locking its row until
 * the statement's transaction ends, so that appends are numbered in the order they commit; `base`
 * is the sequence before them. Nothing is taken, and no row is returned, unless `onlyIf` holds.
 */
export function takeSequences(
  conversationId: TValue<string>,
  count: TValue<number>,
  onlyIf: SQL = sql`true`,
) {
  return sql`update ${directlineConversations}
    set last_sequence = last_sequence + ${count}::int, touched_at = now()
    where id = ${conversationId}::text and ${onlyIf}
    returning last_sequence - ${count}::int as base`;
}

/**
 * Two CTEs, `locked` and `next`, that take the next sequences of several conversations (`totals`:
 * the name of a CTE of rows (conversation_id, count)): their rows are locked in id order first, so
 * that two statements never wait on each other in a circle, then moved on; `next` returns each
 * conversation's `id` and `base`, the sequence before the ones taken.
 */
export function takeSequencesOf(totals: SQL) {
  return sql`locked as materialized (
      select c.id from ${directlineConversations} c
      where c.id in (select conversation_id from ${totals})
      order by c.id for update
    ), next as (
      update ${directlineConversations} c
      set last_sequence = c.last_sequence + t.count, touched_at = now()
      from locked l join ${totals} t on t.conversation_id = l.id
      where c.id = l.id
      returning c.id, c.last_sequence - t.count as base
    )`;
}

/**
 * NOTIFY of activities just stored: the conversation and the last sequence, with the activities
 * themselves (`activities`, a json array in sequence order) when the notice stays under PostgreSQL's
 * payload limit, so that the listening processes need not read them back (see activity-fanout);
 * only when `onlyIf` holds.
 */
export function activitiesNotice(
  conversationId: TValue<string>,
  lastSequence: SQL,
  activities: SQL,
  onlyIf: SQL = sql`true`,
) {
  const short = sql`json_build_object('c', ${conversationId}::text, 's', ${lastSequence})::text`;
  const full = sql`json_build_object('c', ${conversationId}::text, 's', ${lastSequence}, 'a', ${activities})::text`;
  // the full notice is built once, then measured; aggregates in it belong to the caller's query
  return sql`(select pg_notify(${DIRECTLINE_CHANNEL}::text,
    case when octet_length(n.full) <= ${MAX_PAYLOAD_BYTES}::int then n.full else ${short} end)
    from (select ${full} as full) as n where ${onlyIf})`;
}

/**
 * The notices of activities just stored, one per conversation, in a scalar subquery that counts
 * them: `rows` names a relation of (conversation_id, sequence, activity), of which `onlyIf` (on its
 * alias `t`) keeps those to tell.
 */
export function noticesPerConversation(rows: SQL, onlyIf: SQL = sql`true`) {
  const notice = activitiesNotice(
    sql`t.conversation_id`,
    sql`max(t.sequence)`,
    sql`json_agg(t.activity order by t.sequence)`,
  );
  return sql`(select count(x.notified) from (
      select ${notice}::text as notified from ${rows} t where ${onlyIf} group by t.conversation_id) x)`;
}

/** A PostgreSQL error of this code, through either driver (drizzle wraps it in `cause`). */
export const hasErrorCode = (err: unknown, code: string): boolean => {
  const { code: own, cause } = (err ?? {}) as { code?: unknown; cause?: unknown };
  return own === code || (cause !== undefined && hasErrorCode(cause, code));
};
