import type { JWTPayload } from 'jose';

/** The notification channel of migration 0026: `user:<id>`, `member:<tenant>:<user>`, `tenant:<id>`. */
export const ACCESS_CHANNEL = 'access_changed';

const MAX_ENTRIES = 5000;
/** a change whose notification was lost (a dropped listener) lasts no longer than this */
const DEFAULT_TTL_MS = 30_000;
const LAST_SEEN_EVERY_MS = 60_000;

interface TEntry<T> {
  value: T;
  until: number;
}

/** A map that forgets its oldest entries beyond MAX_ENTRIES and every entry at its `until`. */
class BoundedMap<T> {
  readonly entries = new Map<string, TEntry<T>>();

  get(key: string, now: number): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until > now) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, value: T, until: number) {
    this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, until });
  }

  deleteWhere(test: (key: string, value: T) => boolean) {
    for (const [key, entry] of this.entries) if (test(key, entry.value)) this.entries.delete(key);
  }
}

/**
 * What the guard read for earlier requests of this process: verified tokens until they expire, users
 * by sign-in identity and memberships (roles, permissions, the tenant's features) by tenant and user,
 * the last two until a change notification names them, or for `ttlMs` at most. Absence is never
 * cached. A read that started before an eviction is not stored, so a slow read of the old rows
 * cannot outlive the notification of their change.
 */
export function createAccessCache<TUser extends { id: number }, TMembership>(
  opts: { ttlMs?: number; now?: () => number } = {},
) {
  const ttlMs = opts.ttlMs ?? DEFAULT_TTL_MS;
  const now = opts.now ?? Date.now;
  const tokens = new BoundedMap<JWTPayload>();
  const users = new BoundedMap<TUser>();
  const memberships = new BoundedMap<TMembership>();
  const lastSeen = new Map<number, number>();
  // moved by every eviction: a read that saw another value than the one it started with is not kept
  let epoch = 0;

  async function cached<T>(
    map: BoundedMap<T>,
    key: string,
    load: () => Promise<T | undefined>,
  ): Promise<T | undefined> {
    const hit = map.get(key, now());
    if (hit !== undefined) return hit;
    const startedAt = epoch;
    const value = await load();
    if (value !== undefined && startedAt === epoch) map.set(key, value, now() + ttlMs);
    return value;
  }

  const membershipKey = (customerId: number, userId: number) => `${customerId}:${userId}`;

  function clear() {
    epoch += 1;
    users.entries.clear();
    memberships.entries.clear();
  }

  return {
    /** The claims of a token verified before, or of `verify`'s answer, kept until the token expires. */
    async token(token: string, verify: (token: string) => Promise<JWTPayload | null>) {
      const hit = tokens.get(token, now());
      if (hit) return hit;
      const claims = await verify(token);
      if (claims && typeof claims.exp === 'number') tokens.set(token, claims, claims.exp * 1000);
      return claims;
    },

    user: (sub: string, load: () => Promise<TUser | undefined>) => cached(users, sub, load),

    membership: (customerId: number, userId: number, load: () => Promise<TMembership | undefined>) =>
      cached(memberships, membershipKey(customerId, userId), load),

    /** True at most once a minute per user: whether to record that the user was seen. */
    shouldTouch(userId: number): boolean {
      const at = now();
      if ((lastSeen.get(userId) ?? -Infinity) > at - LAST_SEEN_EVERY_MS) return false;
      if (lastSeen.size >= MAX_ENTRIES) lastSeen.clear();
      lastSeen.set(userId, at);
      return true;
    },

    /** Drops what a payload of ACCESS_CHANNEL names; anything not understood drops everything. */
    evict(payload: string) {
      const [kind, first, second] = payload.split(':');
      const id = Number(first);
      epoch += 1;
      if (kind === 'user' && Number.isInteger(id)) {
        users.deleteWhere((_sub, user) => user.id === id);
        memberships.deleteWhere((key) => key.endsWith(`:${id}`));
      } else if (kind === 'member' && Number.isInteger(id) && second)
        memberships.entries.delete(membershipKey(id, Number(second)));
      else if (kind === 'tenant' && Number.isInteger(id))
        memberships.deleteWhere((key) => key.startsWith(`${id}:`));
      else clear();
    },

    /** Everything but the verified tokens' claims, which no database change can alter, is read again. */
    clear,
  };
}

export type TAccessCache<TUser extends { id: number }, TMembership> = ReturnType<
  typeof createAccessCache<TUser, TMembership>
>;
