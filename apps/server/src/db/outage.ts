import { DrizzleQueryError } from 'drizzle-orm';

/**
 * Socket failures: of the way to the database (it is down, restarting or out of reach) when they come
 * from the driver, but just as well of a mail server or a chat channel's API, so they count only
 * inside a failed query or on an error the pool marked.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'EAI_AGAIN',
]);
/** admin_shutdown, crash_shutdown, cannot_connect_now (starting up or shutting down) */
const SHUTDOWN_STATES = new Set(['57P01', '57P02', '57P03']);
/** pg's own words for a connection lost or never made; PGlite's for an instance closed */
const LOST_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /Client has encountered a connection error and is not queryable/,
  /^PGlite is closed/,
];
const MAX_DEPTH = 8;

const fromDatabase = new WeakSet<object>();
/**
 * The same mark on the error itself, enumerable so that a copy made by spreading keeps it (pg-boss
 * reports its workers' failures as `{ ...error, queue }`); a symbol, so that no log line shows it.
 */
const FROM_DATABASE = Symbol('fromDatabase');

/** Says that this error came from connecting to the database (the pool's own connect). */
export function markDatabaseError<T>(err: T): T {
  if (typeof err !== 'object' || err === null) return err;
  fromDatabase.add(err);
  if (Object.isExtensible(err)) Object.defineProperty(err, FROM_DATABASE, { value: true, enumerable: true });
  return err;
}

const isMarked = (err: object) => fromDatabase.has(err) || FROM_DATABASE in err;

function isUnavailableItself(err: object, isFromDatabase: boolean): boolean {
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (isFromDatabase && NETWORK_CODES.has(code)) return true;
    if (SHUTDOWN_STATES.has(code)) return true;
    // SQLSTATE class 08: connection exception
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  return typeof message === 'string' && LOST_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * True when the database could not be reached, as opposed to a query it refused. Drizzle wraps the
 * driver's error (`cause`), and Node reports a refused connection to every address of a host name as
 * an AggregateError (`errors`): both are walked.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  return unavailableIn(err, false, 0) !== undefined;
}

/** The error of the chain that says the database is out of reach. */
function unavailableIn(err: unknown, isFromDatabase: boolean, depth: number): object | undefined {
  if (typeof err !== 'object' || err === null || depth > MAX_DEPTH) return undefined;
  const isFromDb = isFromDatabase || err instanceof DrizzleQueryError || isMarked(err);
  if (isUnavailableItself(err, isFromDb)) return err;
  const { cause, errors } = err as { cause?: unknown; errors?: unknown };
  const inner = [cause, ...(Array.isArray(errors) ? errors : [])];
  for (const next of inner) {
    const found = unavailableIn(next, isFromDb, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * What an outage is logged with: the driver's code and words, no stack. Not under `code`, which the
 * logger redacts (OAuth codes).
 */
function reasonOf(err: unknown): { errorCode?: string; reason: string } {
  const found = unavailableIn(err, false, 0) ?? {};
  const { code, message } = found as { code?: unknown; message?: unknown };
  return {
    ...(typeof code === 'string' ? { errorCode: code } : {}),
    reason: typeof message === 'string' && message ? message : String(code ?? err),
  };
}

export interface TOutageLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export interface TOutageMonitor {
  /** a failure of `isDatabaseUnavailable`: logged when it starts an outage, silent while one lasts */
  noteUnavailable(err: unknown): void;
  readonly isDown: boolean;
  close(): void;
}

/** How long clients are told to wait (Retry-After) while the database is out of reach. */
export const RETRY_AFTER_SECONDS = 5;
const PROBE_MS = 1000;

/**
 * One warning when the database becomes unreachable and one line when it answers again, however many
 * requests fail in between: while it is down, a probe asks it every second whether it is back.
 */
export function createOutageMonitor(deps: {
  ping: () => Promise<boolean>;
  log: TOutageLog;
  probeMs?: number;
}): TOutageMonitor {
  const probeMs = deps.probeMs ?? PROBE_MS;
  let since: number | undefined;
  let probe: NodeJS.Timeout | undefined;
  let isClosed = false;

  function scheduleProbe() {
    if (isClosed) return;
    probe = setTimeout(() => {
      void deps.ping().then((isUp) => {
        if (isClosed || since === undefined) return;
        if (!isUp) return scheduleProbe();
        deps.log.info({ downForMs: Date.now() - since }, 'database reachable again');
        since = undefined;
        probe = undefined;
      });
    }, probeMs);
    probe.unref();
  }

  return {
    noteUnavailable(err) {
      if (since !== undefined || isClosed) return;
      since = Date.now();
      deps.log.warn(reasonOf(err), 'database unreachable');
      scheduleProbe();
    },
    get isDown() {
      return since !== undefined;
    },
    close() {
      isClosed = true;
      clearTimeout(probe);
    },
  };
}

/**
 * Hands a failure for want of the database to the monitor, which logs it once per outage and without
 * a stack: true when it did, false when the failure is the caller's to log.
 */
export function noteIfUnavailable(outage: TOutageMonitor | undefined, err: unknown): boolean {
  if (!outage || !isDatabaseUnavailable(err)) return false;
  outage.noteUnavailable(err);
  return true;
}

/**
 * How background work (sweeps, deliveries, the job runtime) reports a failure: the database out of
 * reach goes to the outage monitor, whichever loop met it first; anything else is logged as an error.
 * Without a monitor, everything is logged.
 */
export function reportBackgroundError(
  deps: { log: { error(obj: object, msg: string): void }; outage?: TOutageMonitor },
  err: unknown,
  msg: string,
  fields: object = {},
) {
  if (!noteIfUnavailable(deps.outage, err)) deps.log.error({ err, ...fields }, msg);
}
