import { sql, type SQL } from 'drizzle-orm';

// jsonb refuses NUL and lone surrogates, which JSON.stringify lets through as escapes
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const clean = (text: string) => text.replaceAll('\u0000', '\ufffd').replace(LONE_SURROGATE, '\ufffd');
export const storable = (value: unknown): unknown => {
  if (typeof value === 'string') return clean(value);
  if (Array.isArray(value)) return value.map(storable);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [clean(k), storable(v)]));
  return value;
};

/** A value as a jsonb parameter that PostgreSQL accepts. */
export const jsonbOf = (value: unknown) => sql`${JSON.stringify(storable(value))}::jsonb`;

/**
 * The activity (a jsonb expression) with what the channel sets: its id from the sequence, its
 * timestamp, channel and conversation. clock_timestamp() is read after the conversation's row lock,
 * so that timestamps follow sequences (Web Chat sorts by timestamp).
 */
export function stampedActivity(conversationId: string, sequence: SQL, activity: SQL) {
  return sql`${activity} || jsonb_build_object(
    'id', ${conversationId}::text || '|' || lpad(${sequence}::text, greatest(7, length(${sequence}::text)), '0'),
    'timestamp', to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'channelId', 'directline',
    'conversation', jsonb_build_object('id', ${conversationId}::text))`;
}

/** A PostgreSQL error of this code, through either driver (drizzle wraps it in `cause`). */
export const hasErrorCode = (err: unknown, code: string): boolean => {
  const { code: own, cause } = (err ?? {}) as { code?: unknown; cause?: unknown };
  return own === code || (cause !== undefined && hasErrorCode(cause, code));
};
