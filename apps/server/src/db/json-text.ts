import { sql } from 'drizzle-orm';

// jsonb refuses NUL and lone surrogates, which JSON.stringify lets through as escapes
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/** A string as PostgreSQL stores it in jsonb (or text): NUL and lone surrogates become U+FFFD. */
export const storableText = (text: string) =>
  text.replaceAll('\u0000', '\ufffd').replace(LONE_SURROGATE, '\ufffd');
const storable = (value: unknown): unknown => {
  if (typeof value === 'string') return storableText(value);
  if (Array.isArray(value)) return value.map(storable);
  if (value instanceof Date) return value;
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [storableText(k), storable(v)]));
  return value;
};

// JSON.stringify writes NUL and a lone surrogate only as these escapes (a pair stays as it is); an
// escaped backslash before "u" may match too, which only costs the slow way
const REFUSED_ESCAPE = /\\u0000|\\ud[89a-f]/i;

/** A value as JSON text that PostgreSQL accepts as jsonb. */
export function jsonTextOf(value: unknown): string {
  const text = JSON.stringify(value);
  return REFUSED_ESCAPE.test(text) ? JSON.stringify(storable(value)) : text;
}

/** A value as a jsonb parameter that PostgreSQL accepts. */
export const jsonbOf = (value: unknown) => sql`${jsonTextOf(value)}::jsonb`;
