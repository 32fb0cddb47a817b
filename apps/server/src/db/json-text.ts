import { sql } from 'drizzle-orm';

// jsonb refuses NUL and lone surrogates, which JSON.stringify lets through as escapes
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const clean = (text: string) => text.replaceAll('\u0000', '\ufffd').replace(LONE_SURROGATE, '\ufffd');
/** The value with every string as PostgreSQL stores it in jsonb (or text): no NUL, no lone surrogate. */
export const storable = (value: unknown): unknown => {
  if (typeof value === 'string') return clean(value);
  if (Array.isArray(value)) return value.map(storable);
  if (value instanceof Date) return value;
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [clean(k), storable(v)]));
  return value;
};

/** A value as JSON text that PostgreSQL accepts as jsonb. */
export const jsonTextOf = (value: unknown) => JSON.stringify(storable(value));

/** A value as a jsonb parameter that PostgreSQL accepts. */
export const jsonbOf = (value: unknown) => sql`${jsonTextOf(value)}::jsonb`;
