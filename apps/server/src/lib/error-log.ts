import { DrizzleQueryError } from 'drizzle-orm';
import type { LogFn, Logger } from 'pino';

/**
 * Errors as the logs write them (the logger's `err` serializer). What employees write never appears
 * in logs (DESIGN section 11), and a failed statement carries it: drizzle's DrizzleQueryError lists
 * the bound values in its message and `params`, PGlite's error keeps them in `params` too, and
 * PostgreSQL names the offending values in `detail` (`Key (email)=(ana@acme.test) already exists`,
 * `Failing row contains (...)`) and at times in its message (`invalid input syntax for type
 * integer: "..."`). An error keeps here what says what failed and where: its type, message and
 * stack, the statement (its values are placeholders, $1...), the SQLSTATE and the constraint, table
 * or column named. Anything else an error carries is kept only when it is a number or a flag: a
 * text or an object (a request, a response, a row) may hold what someone wrote.
 */

const REDACTED = '[redacted]';
const MAX_DEPTH = 8;

/**
 * PostgreSQL's fields (pg's DatabaseError, PGlite's) that name no value. `code` is logged as
 * `errorCode` for every error: the logger hides any `code`, since OAuth codes are secrets.
 */
const DATABASE_TEXTS = [
  'severity',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
  'position',
];
/** System errors' texts that say which call failed, towards which address. */
const SYSTEM_TEXTS = ['syscall', 'address'];
/** What pg-boss adds to the errors of its workers: which queue, which worker. */
const JOB_TEXTS = ['queue', 'worker'];
const KEPT_TEXTS = new Set([...DATABASE_TEXTS, ...SYSTEM_TEXTS, ...JOB_TEXTS]);
/** Read above or logged under another name. */
const HANDLED = new Set(['name', 'message', 'stack', 'code', 'cause', 'errors', 'query']);

type TErrorLike = Error & Record<string, unknown>;
export type TLoggedError = { type: string; message: string; stack: string; [key: string]: unknown };

const isErrorLike = (value: unknown): value is TErrorLike =>
  typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';

/** A SQLSTATE: five digits or capitals, as PostgreSQL's errors carry in `code`. */
const isDatabaseError = (err: TErrorLike) =>
  typeof err.code === 'string' && /^[0-9A-Z]{5}$/.test(err.code) && typeof err.severity === 'string';

/**
 * PostgreSQL quotes the value it refused at the end of some messages (`...: "value"`) and in the
 * middle of one (`value "..." is out of range`); identifiers (`relation "x"`) stay.
 */
function redactDatabaseMessage(message: string): string {
  return message
    .replace(/: "(?:[^"]|"")*"$/, `: ${REDACTED}`)
    .replace(/\bvalue "(?:[^"]|"")*" is out of range/, `value ${REDACTED} is out of range`);
}

function statementOf(err: TErrorLike): string | undefined {
  return typeof err.query === 'string' ? err.query : undefined;
}

/** The error's message without the values it may hold. */
export function safeErrorMessage(err: unknown): string {
  if (!isErrorLike(err)) return String(err);
  if (err instanceof DrizzleQueryError) return `Failed query: ${err.query}`;
  // drizzle's message, where the error is not the class this module knows: the values follow `params:`
  const message = err.message.replace(/\nparams: [\s\S]*$/, '');
  return isDatabaseError(err) ? redactDatabaseMessage(message) : message;
}

/** PGlite's class of database errors has a minified name: all of them are logged as pg names its own. */
function typeOf(err: TErrorLike): string {
  if (isDatabaseError(err)) return 'DatabaseError';
  return typeof err.constructor === 'function' && err.constructor.name ? err.constructor.name : err.name;
}

/** The stack's frames under a first line that is the safe message (the original line held it all). */
function safeStack(err: TErrorLike, type: string, message: string): string {
  const frames = typeof err.stack === 'string' ? err.stack.indexOf('\n    at ') : -1;
  return `${type}: ${message}${frames < 0 ? '' : (err.stack as string).slice(frames)}`;
}

function serialize(err: TErrorLike, depth: number): TLoggedError {
  const type = typeOf(err);
  const message = safeErrorMessage(err);
  const logged: TLoggedError = { type, message, stack: safeStack(err, type, message) };
  const statement = statementOf(err);
  if (statement !== undefined) logged.statement = statement;
  if (typeof err.code === 'string' || typeof err.code === 'number') logged.errorCode = err.code;
  for (const key of Object.keys(err)) {
    if (HANDLED.has(key) || key in logged) continue;
    const value = err[key];
    const isKept =
      typeof value === 'number' ||
      typeof value === 'boolean' ||
      (typeof value === 'string' && KEPT_TEXTS.has(key));
    if (isKept) logged[key] = value;
  }
  if (depth < MAX_DEPTH && isErrorLike(err.cause)) logged.cause = serialize(err.cause, depth + 1);
  if (depth < MAX_DEPTH && Array.isArray(err.errors))
    logged.aggregateErrors = err.errors.filter(isErrorLike).map((inner) => serialize(inner, depth + 1));
  return logged;
}

/**
 * The logger's `err` serializer: an error as above, the causes it wraps (drizzle's query error
 * wraps the database's) each in the same way. Something else thrown is logged as its text.
 */
export function serializeError(err: Error): TLoggedError {
  if (isErrorLike(err)) return serialize(err, 0);
  return { type: typeof err, message: String(err), stack: '' };
}

/**
 * pino's logMethod hook: an error logged on its own (`log.error(err)`) would have its whole message,
 * values and all, as the line's message; it gets the safe one, and the error goes to the serializer.
 */
export function logErrorsSafely(this: Logger, args: Parameters<LogFn>, method: LogFn) {
  const [first, second, ...rest] = args as unknown[];
  if (first instanceof Error && typeof second !== 'string')
    return method.apply(this, [{ err: first }, safeErrorMessage(first), ...rest]);
  return method.apply(this, args);
}
