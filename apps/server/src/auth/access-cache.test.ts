import { describe, expect, it, vi } from 'vitest';
import type { TNotifications } from '../db/notifications';
import { ACCESS_CHANNEL, createAccessCache } from './access-cache';
import { listenForAccessChanges } from './access-changes';

type TUser = { id: number; name: string };

function clock(start = 1_000_000) {
  let at = start;
  return { now: () => at, advance: (ms: number) => (at += ms) };
}

describe('access cache', () => {
  it('keeps a verified token until it expires and never keeps a refused one', async () => {
    const time = clock();
    const cache = createAccessCache<TUser, string>({ now: time.now });
    const exp = Math.floor(time.now() / 1000) + 60;
    const verify = vi.fn(async (token: string) => (token === 'good' ? { sub: 's1', exp } : null));
    expect(await cache.token('good', verify)).toEqual({ sub: 's1', exp });
    expect(await cache.token('good', verify)).toEqual({ sub: 's1', exp });
    expect(verify).toHaveBeenCalledTimes(1);
    expect(await cache.token('bad', verify)).toBeNull();
    expect(await cache.token('bad', verify)).toBeNull();
    expect(verify).toHaveBeenCalledTimes(3);
    time.advance(60_000);
    await cache.token('good', verify);
    expect(verify).toHaveBeenCalledTimes(4);
  });

  it('does not keep a token without an expiry', async () => {
    const cache = createAccessCache<TUser, string>();
    const verify = vi.fn(async () => ({ sub: 's1' }));
    await cache.token('t', verify);
    await cache.token('t', verify);
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('evicts users and memberships named by a notification, and everything after the TTL', async () => {
    const time = clock();
    const cache = createAccessCache<TUser, string>({ now: time.now, ttlMs: 30_000 });
    const loads = vi.fn(async (value: string) => value);
    const member = (customerId: number, userId: number) =>
      cache.membership(customerId, userId, () => loads(`${customerId}:${userId}`));
    await cache.user('s1', async () => ({ id: 1, name: 'One' }));
    await Promise.all([member(10, 1), member(10, 2), member(11, 1)]);
    expect(loads).toHaveBeenCalledTimes(3);
    await member(10, 1);
    expect(loads).toHaveBeenCalledTimes(3);

    cache.evict('member:10:2');
    await Promise.all([member(10, 1), member(10, 2), member(11, 1)]);
    expect(loads).toHaveBeenCalledTimes(4);

    cache.evict('tenant:10');
    await Promise.all([member(10, 1), member(10, 2), member(11, 1)]);
    expect(loads).toHaveBeenCalledTimes(6);

    cache.evict('user:1');
    expect(await cache.user('s1', async () => ({ id: 1, name: 'Renamed' }))).toEqual({
      id: 1,
      name: 'Renamed',
    });
    await Promise.all([member(10, 1), member(10, 2), member(11, 1)]);
    expect(loads).toHaveBeenCalledTimes(8);

    time.advance(30_000);
    await Promise.all([member(10, 1), member(10, 2), member(11, 1)]);
    expect(loads).toHaveBeenCalledTimes(11);

    cache.evict('something else');
    await member(10, 1);
    expect(loads).toHaveBeenCalledTimes(12);
  });

  it('never keeps absence, nor a read that an eviction overtook', async () => {
    const cache = createAccessCache<TUser, string>();
    const absent = vi.fn(async () => undefined);
    await cache.membership(1, 1, absent);
    await cache.membership(1, 1, absent);
    expect(absent).toHaveBeenCalledTimes(2);

    let finish: (value: string) => void = () => undefined;
    const slow = cache.membership(1, 2, () => new Promise<string>((resolve) => (finish = resolve)));
    cache.evict('member:1:2');
    finish('old rows');
    expect(await slow).toBe('old rows');
    expect(await cache.membership(1, 2, async () => 'new rows')).toBe('new rows');
  });

  it('lets a user be recorded as seen once a minute', () => {
    const time = clock();
    const cache = createAccessCache<TUser, string>({ now: time.now });
    expect(cache.shouldTouch(1)).toBe(true);
    expect(cache.shouldTouch(1)).toBe(false);
    expect(cache.shouldTouch(2)).toBe(true);
    time.advance(59_000);
    expect(cache.shouldTouch(1)).toBe(false);
    time.advance(1_000);
    expect(cache.shouldTouch(1)).toBe(true);
  });
});

describe('access change listener', () => {
  function fakeNotifications() {
    let handler: (payload: string) => void = () => undefined;
    let reconnect: (() => void) | undefined;
    const notifications: TNotifications = {
      async listen(channel, onPayload, onReconnect) {
        expect(channel).toBe(ACCESS_CHANNEL);
        handler = onPayload;
        reconnect = onReconnect;
        return async () => undefined;
      },
      // delivered a moment later, as a LISTEN connection does
      async notify(_channel, payload) {
        setTimeout(() => handler(payload), 5);
      },
      async close() {},
    };
    return { notifications, send: (payload: string) => handler(payload), reconnect: () => reconnect?.() };
  }

  it('evicts what each notification names and clears everything after a reconnect', async () => {
    const fake = fakeNotifications();
    const evict = vi.fn();
    const clear = vi.fn();
    await listenForAccessChanges({ notifications: fake.notifications, evict, clear, fence: true });
    fake.send('tenant:4');
    expect(evict).toHaveBeenCalledWith('tenant:4');
    fake.reconnect();
    expect(clear).toHaveBeenCalledTimes(1);
  });

  it('settles once its own marker came back, and ignores the markers of other processes', async () => {
    const fake = fakeNotifications();
    const evict = vi.fn();
    const clear = vi.fn();
    const changes = await listenForAccessChanges({
      notifications: fake.notifications,
      evict,
      clear,
      fence: true,
    });
    fake.send('fence:another-process:1');
    await changes.settle();
    expect(evict).not.toHaveBeenCalled();
    expect(clear).not.toHaveBeenCalled();
  });

  it('clears everything when its marker does not come back', async () => {
    vi.useFakeTimers();
    try {
      const evict = vi.fn();
      const clear = vi.fn();
      const notifications = {
        listen: async () => async () => undefined,
        notify: async () => undefined,
        close: async () => undefined,
      };
      const changes = await listenForAccessChanges({ notifications, evict, clear, fence: true });
      const settled = changes.settle();
      await vi.advanceTimersByTimeAsync(2000);
      await settled;
      expect(clear).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
