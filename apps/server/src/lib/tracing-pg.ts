import { context, SpanKind, trace, type Context } from '@opentelemetry/api';
import {
  ATTR_DB_OPERATION_NAME,
  ATTR_DB_QUERY_TEXT,
  ATTR_DB_SYSTEM_NAME,
  DB_SYSTEM_NAME_VALUE_POSTGRESQL,
} from '@opentelemetry/semantic-conventions';
import pg from 'pg';
import { recordFailure, tracer } from './tracing-spans';

type TMethod = (this: unknown, ...args: unknown[]) => unknown;
type TCallback = (err: unknown, ...rest: unknown[]) => void;

const WRAPPED = Symbol('askhr.traced');
const isWrapped = (method: unknown) => (method as { [WRAPPED]?: boolean })[WRAPPED] === true;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Leading blanks and comments, then the statement's first keyword. */
const FIRST_KEYWORD = /^(?:\s+|--[^\n]*\n|\/\*[\s\S]*?\*\/)*([a-z]+)/i;
/** String literals written into a statement (E'...' included): replaced as the conventions ask. */
const STRING_LITERAL = /'(?:[^']|'')*'/g;

/** The statement text of a query's first argument; the bound values are never read. */
function statementOf(config: unknown): string | undefined {
  if (typeof config === 'string') return config;
  if (isObject(config) && typeof config.text === 'string') return config.text;
}

/**
 * A CLIENT span for one statement, the child of the active span. Without an active span nothing is
 * recorded: the jobs' polling, pings and LISTEN connections would each make a trace of one statement.
 */
function startStatementSpan(text: string, parent: Context) {
  const operation = FIRST_KEYWORD.exec(text)?.[1]?.toUpperCase();
  return tracer().startSpan(
    operation ?? DB_SYSTEM_NAME_VALUE_POSTGRESQL,
    {
      kind: SpanKind.CLIENT,
      attributes: {
        [ATTR_DB_SYSTEM_NAME]: DB_SYSTEM_NAME_VALUE_POSTGRESQL,
        [ATTR_DB_QUERY_TEXT]: text.replace(STRING_LITERAL, '?'),
        ...(operation ? { [ATTR_DB_OPERATION_NAME]: operation } : {}),
      },
    },
    parent,
  );
}

function tracedQuery(query: TMethod): TMethod {
  return function (this: unknown, ...args: unknown[]) {
    const parent = context.active();
    const [config] = args;
    const text = statementOf(config);
    // a cursor or a stream (a "submittable") reports through its own events: left untraced
    if (text === undefined || !trace.getSpan(parent) || (isObject(config) && 'submit' in config))
      return query.apply(this, args);
    const span = startStatementSpan(text, parent);
    const finish = (err: unknown) => {
      if (err) recordFailure(span, err);
      span.end();
    };
    const wrap = (callback: TCallback) =>
      context.bind(parent, (err: unknown, ...rest: unknown[]) => {
        finish(err);
        callback(err, ...rest);
      });
    const at = args.findIndex((arg, i) => i > 0 && typeof arg === 'function');
    if (at > 0) args[at] = wrap(args[at] as TCallback);
    else if (isObject(config) && typeof config.callback === 'function')
      args[0] = { ...config, callback: wrap(config.callback as TCallback) };
    try {
      const result = query.apply(this, args);
      if (result instanceof Promise) result.then(() => finish(undefined), finish);
      return result;
    } catch (err) {
      finish(err);
      throw err;
    }
  };
}

/**
 * Spans for the statements run on PostgreSQL through `pg`, wrapped once for the process; the returned
 * function puts the originals back. The pool's connect keeps the caller's context for its callback,
 * so a statement that waited for a free connection still nests under the request or job that ran it.
 */
export function tracePostgres(): () => void {
  const client = pg.Client.prototype as unknown as { query: TMethod };
  const pool = pg.Pool.prototype as unknown as { connect: TMethod };
  if (isWrapped(client.query)) return () => undefined;
  const { query } = client;
  const hadOwnConnect = Object.hasOwn(pool, 'connect');
  const connect = pool.connect;
  client.query = Object.assign(tracedQuery(query), { [WRAPPED]: true });
  pool.connect = function (this: unknown, ...args: unknown[]) {
    const [callback] = args;
    return typeof callback === 'function'
      ? connect.call(this, context.bind(context.active(), callback as TCallback))
      : connect.call(this);
  };
  return () => {
    client.query = query;
    if (hadOwnConnect) pool.connect = connect;
    else delete (pool as { connect?: TMethod }).connect;
  };
}
