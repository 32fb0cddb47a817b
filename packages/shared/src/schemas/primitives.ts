import { z } from 'zod';

/**
 * Building blocks of request schemas. What they let through, PostgreSQL takes: bad input is then a
 * 400 from validation, never a 500 from the database (DESIGN section 8).
 */

/** Bounds of PostgreSQL's `integer` (int4), the type of every id and count column. */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

export const ID_MESSAGE = 'Must be an id';
export const NUL_MESSAGE = 'Must not contain NUL characters';

/** A string the database can store: PostgreSQL's text refuses U+0000. */
export const ZText = z.string().refine((value) => !value.includes('\u0000'), NUL_MESSAGE);

interface TIntBounds {
  min?: number;
  max?: number;
  message?: string;
}

function boundsOf(bounds: TIntBounds) {
  const min = Math.max(bounds.min ?? INT4_MIN, INT4_MIN);
  const max = Math.min(bounds.max ?? INT4_MAX, INT4_MAX);
  return { min, max, message: bounds.message ?? `Must be a whole number from ${min} to ${max}` };
}

/**
 * An integer of a path or query string: decimal digits with an optional minus sign and nothing else,
 * so that `0x8f`, `1e2`, ` 144` or `145.0` are refused rather than read as another number.
 */
export function zQueryInt(bounds: TIntBounds = {}) {
  const { min, max, message } = boundsOf(bounds);
  return z
    .string()
    .regex(/^-?[0-9]+$/, message)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message));
}

/** An integer of a JSON body, within the int4 range unless narrowed. */
export function zBodyInt(bounds: TIntBounds = {}) {
  const { min, max, message } = boundsOf(bounds);
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
}

/** An id in a path or query string: 1 to 2147483647, decimal digits only. */
export const ZQueryId = zQueryInt({ min: 1, message: ID_MESSAGE });

/** An id in a JSON body. */
export const ZBodyId = zBodyInt({ min: 1, message: ID_MESSAGE });

/** `id` of a save body: 0 or less creates, a positive one names what is replaced; int4 either way. */
export const ZSaveId = zBodyInt({ message: 'Must be an id, or 0 to create' });
