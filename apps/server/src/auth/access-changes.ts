import crypto from 'node:crypto';
import type { TNotifications } from '../db/notifications';
import { ACCESS_CHANNEL } from './access-cache';

const FENCE_TIMEOUT_MS = 2000;

/**
 * Feeds the change notifications of migration 0026 to the access cache: every payload evicts what
 * it names; a listener that lost its connection (and so maybe some notifications) clears it all.
 *
 * On PostgreSQL the notifications come on a connection of their own, a moment after the commit: a
 * request that changed access in this process would answer before its own notification arrived,
 * and the next request could find the old access. `settle` closes that gap: it sends a marker on
 * the channel and waits for it to come back, which it does only after every notification committed
 * before it. PGlite hands notifications over before the query that committed them returns, so
 * there is nothing to wait for.
 */
export async function listenForAccessChanges(opts: {
  notifications: TNotifications;
  evict: (payload: string) => void;
  clear: () => void;
  /** false on PGlite */
  fence: boolean;
}) {
  const { notifications, evict, clear } = opts;
  const fencePrefix = `fence:${crypto.randomUUID()}:`;
  const fences = new Map<string, () => void>();
  let fenceCount = 0;
  const stop = await notifications.listen(
    ACCESS_CHANNEL,
    (payload) => {
      if (!payload.startsWith('fence:')) evict(payload);
      fences.get(payload)?.();
    },
    clear,
  );
  return {
    stop,
    /** Resolves once every access change committed before the call is in the cache's evictions. */
    async settle() {
      if (!opts.fence) return;
      const payload = `${fencePrefix}${(fenceCount += 1)}`;
      let timer: NodeJS.Timeout | undefined;
      const arrived = new Promise<void>((resolve) => {
        fences.set(payload, resolve);
        // a marker that does not come back means a lost listener: forget everything instead
        timer = setTimeout(() => {
          clear();
          resolve();
        }, FENCE_TIMEOUT_MS);
      });
      try {
        await notifications.notify(ACCESS_CHANNEL, payload);
        await arrived;
      } catch {
        clear();
      } finally {
        clearTimeout(timer);
        fences.delete(payload);
      }
    },
  };
}
