import type { Writable } from 'node:stream';
import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import { logErrorsSafely, serializeError } from './error-log';

type TLoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * Query parameters that carry secrets or personal data: Direct Line stream tokens, OAuth codes and
 * states, passwords, the e-mail or chat account an employee's data is looked up by.
 */
const SECRET_PARAMS = new Set([
  't',
  'token',
  'code',
  'state',
  'password',
  'access_token',
  'id_token',
  'refresh_token',
  'client_secret',
  'code_verifier',
  'session_state',
  'query',
]);
export const REDACTED = '[redacted]';

/** The URL with the values of secret query parameters replaced, for logs. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let key = name;
      try {
        key = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // a malformed escape is logged as it came
      }
      return eq >= 0 && SECRET_PARAMS.has(key.toLowerCase()) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, at)}?${query}`;
}

// wherever else these keys appear in a logged object (a body, a header set), their value is hidden
const REDACT_PATHS = [
  'password',
  'token',
  'code',
  'state',
  '*.password',
  '*.token',
  '*.code',
  '*.state',
  '*.authorization',
  '*.cookie',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];

/**
 * Pino options of the server (the app's logger and the worker's): secrets redacted, errors without
 * the values of their statements (error-log.ts); readable lines on a terminal, JSON otherwise.
 */
export function loggerOptions(
  level: string,
  { pretty = false, stream }: { pretty?: boolean; stream?: Writable } = {},
): TLoggerOptions {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    hooks: { logMethod: logErrorsSafely },
    serializers: {
      req: (req: { method?: string; url?: string }) => ({
        method: req.method,
        url: redactUrl(req.url ?? ''),
      }),
      err: serializeError,
    },
    ...(stream ? { stream } : {}),
    ...(pretty && !stream
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId,statusCode,ms' },
          },
        }
      : {}),
  };
}

const QUIET_PATHS = new Set(['/health', '/ready']);

/**
 * One line per request, when it is answered (Fastify's own two lines are turned off), without the
 * probes of load balancers and with secrets taken out of the URL.
 */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onResponse', async (request: FastifyRequest, reply) => {
    const url = request.raw.url ?? request.url;
    if (QUIET_PATHS.has(url.split('?')[0]!)) return;
    const ms = Math.round(reply.elapsedTime);
    const line = `${request.method} ${redactUrl(url)} ${reply.statusCode} ${ms} ms`;
    request.log.info({ statusCode: reply.statusCode, ms }, line);
  });
}
