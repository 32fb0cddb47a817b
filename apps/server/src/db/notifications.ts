import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { markDatabaseError } from './outage';

/**
 * PostgreSQL LISTEN/NOTIFY between the processes of one database. A notification reaches every
 * listener of its channel, in every process, after its transaction commits, in commit order.
 * Payloads are text under 8000 bytes: send what changed, not the data.
 */
export interface TNotifications {
  /**
   * Calls `handler` with every payload sent on `channel`; resolves, with the way to stop, once the
   * channel is listened to. A lost connection is restored by itself, but what was sent meanwhile is
   * lost: `onReconnect` then runs so that the listener can catch up from the tables.
   */
  listen(
    channel: string,
    handler: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

/** Lower-case identifiers only: the same name then works quoted (pg_notify) and unquoted (LISTEN). */
export function assertChannel(channel: string) {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`invalid notification channel ${channel}`);
}

interface TListener {
  handler: (payload: string) => void;
  onReconnect?: () => void;
}

// a throwing handler must not keep the others from their notification
function call(fn: () => void) {
  try {
    fn();
  } catch {
    // handlers report their own failures
  }
}

export function createPgliteNotifications(client: PGlite): TNotifications {
  const stops = new Set<() => Promise<void>>();
  let isClosed = false;
  return {
    async listen(channel, handler) {
      assertChannel(channel);
      if (isClosed) throw new Error('notifications are closed');
      const unlisten = await client.listen(channel, (payload) => {
        if (!isClosed) call(() => handler(payload));
      });
      const stop = async () => {
        if (stops.delete(stop)) await unlisten();
      };
      stops.add(stop);
      return stop;
    },
    async notify(channel, payload) {
      assertChannel(channel);
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      isClosed = true;
      await Promise.all([...stops].map((stop) => stop().catch(() => undefined)));
    },
  };
}

const RETRY_MIN_MS = 100;
const RETRY_MAX_MS = 5000;

/**
 * On PostgreSQL a LISTEN holds a connection: one client of its own (never a pooled one, whose
 * session another query would inherit), opened on the first `listen` and reopened when it drops.
 * Notifications are sent through the pool.
 */
export function createPgNotifications(opts: {
  connectionString: string;
  pool: pg.Pool;
  retryMinMs?: number;
  connectTimeoutMs?: number;
}): TNotifications {
  const retryMinMs = opts.retryMinMs ?? RETRY_MIN_MS;
  const channels = new Map<string, Set<TListener>>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let isClosed = false;
  let wasLost = false;
  let retryMs = retryMinMs;
  let retryTimer: NodeJS.Timeout | undefined;

  function dispatch(channel: string, payload: string) {
    if (isClosed) return;
    for (const listener of channels.get(channel) ?? []) call(() => listener.handler(payload));
  }

  function lost(which: pg.Client) {
    if (client !== which) return;
    client = undefined;
    connecting = undefined;
    wasLost = true;
    which.removeAllListeners('notification');
    void which.end().catch(() => undefined);
    scheduleReconnect();
  }

  function scheduleReconnect() {
    if (isClosed || retryTimer || channels.size === 0) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().then(
        () => (retryMs = retryMinMs),
        () => {
          retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
          scheduleReconnect();
        },
      );
    }, retryMs);
    retryTimer.unref();
  }

  async function open(): Promise<pg.Client> {
    const next = new pg.Client({
      connectionString: opts.connectionString,
      keepAlive: true,
      connectionTimeoutMillis: opts.connectTimeoutMs ?? 0,
    });
    next.on('notification', (message) => dispatch(message.channel, message.payload ?? ''));
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      for (const channel of channels.keys()) await next.query(`listen ${channel}`);
      if (isClosed) throw new Error('notifications are closed');
    } catch (err) {
      next.removeAllListeners('notification');
      await next.end().catch(() => undefined);
      throw markDatabaseError(err);
    }
    client = next;
    if (wasLost) {
      wasLost = false;
      for (const listeners of channels.values())
        for (const listener of listeners) if (listener.onReconnect) call(listener.onReconnect);
    }
    return next;
  }

  function connect(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= open().finally(() => (connecting = undefined));
    return connecting;
  }

  async function unlisten(channel: string, listener: TListener) {
    const listeners = channels.get(channel);
    if (!listeners?.delete(listener) || listeners.size > 0) return;
    channels.delete(channel);
    await client?.query(`unlisten ${channel}`).catch(() => undefined);
  }

  return {
    async listen(channel, handler, onReconnect) {
      assertChannel(channel);
      if (isClosed) throw new Error('notifications are closed');
      const listener: TListener = { handler, onReconnect };
      const listeners = channels.get(channel) ?? new Set();
      channels.set(channel, listeners);
      listeners.add(listener);
      try {
        // LISTEN is idempotent; once it answered on this connection the channel is live
        await (await connect()).query(`listen ${channel}`);
      } catch (err) {
        await unlisten(channel, listener);
        throw err;
      }
      return () => unlisten(channel, listener);
    },
    async notify(channel, payload) {
      assertChannel(channel);
      await opts.pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      isClosed = true;
      clearTimeout(retryTimer);
      channels.clear();
      const current = client ?? (await connecting?.catch(() => undefined));
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
