import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTimeout as realWait } from 'node:timers/promises';
import { createBrowser, createLoginUser, type TBrowser } from '../../test/kits/oidc-client';
import { LOGIN_MESSAGES } from '../../auth/oidc/pages';
import { createTestApp, type TTestApp } from '../../test/app';

/**
 * The sign-in slowdown's waits on a clock the test moves: a wait stays parked until the clock
 * passes its end, so minutes of guessing take milliseconds and an attempt can be caught mid-wait.
 */
function createManualClock() {
  let now = 0;
  const parked: { until: number; resolve: () => void }[] = [];
  const waits: number[] = [];
  const release = () => {
    for (const wait of parked.filter((w) => w.until <= now)) {
      parked.splice(parked.indexOf(wait), 1);
      wait.resolve();
    }
  };
  const isPending = async (promise: Promise<unknown>) => {
    const pending = Symbol('pending');
    return (await Promise.race([promise, realWait(5, pending)])) === pending;
  };
  return {
    waits,
    get now() {
      return now;
    },
    get parked() {
      return parked.length;
    },
    sleep(ms: number) {
      waits.push(ms);
      return new Promise<void>((resolve) => parked.push({ until: now + ms, resolve }));
    },
    /** Lets time pass, one parked wait after another, until `promise` settles. */
    async settle<T>(promise: Promise<T>): Promise<T> {
      while (await isPending(promise)) {
        if (parked.length === 0) continue;
        now = Math.min(...parked.map((w) => w.until));
        release();
      }
      return promise;
    },
    /** Resolves once `count` waits are parked, without moving the clock. */
    async untilParked(count: number) {
      for (let tries = 0; parked.length < count; tries++) {
        if (tries > 400) throw new Error(`only ${parked.length} of ${count} waits parked`);
        await realWait(5);
      }
    },
  };
}

const alertOf = (html: string) =>
  /<div class="alert" id="login-error" role="alert">([^<]*)<\/div>/.exec(html)?.[1];

/** Opens the login page of a fresh authorization request; returns its form action. */
async function openLogin(browser: TBrowser) {
  const page = await browser.follow((await browser.authorize()).res);
  return /<form[^>]*action="([^"]+)"/.exec(page.res.body)![1]!;
}

/** A sign-in post from the client at `address`. */
const postFrom = (browser: TBrowser, action: string, address: string, email: string, password: string) =>
  browser.request({
    method: 'POST',
    url: action,
    remoteAddress: address,
    headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ email, password }).toString(),
  });

/** Fails at once, instead of hanging, when the answer is held in a wait of the slowdown. */
async function withoutWaiting(
  clock: ReturnType<typeof createManualClock>,
  promise: Promise<LightMyRequestResponse>,
) {
  const parkedBefore = clock.parked;
  let isSettled = false;
  void promise.finally(() => (isSettled = true)).catch(() => {});
  while (!isSettled) {
    if (clock.parked > parkedBefore) throw new Error('the sign-in was held in a wait');
    await realWait(5);
  }
  return promise;
}

const REVIEWER = 'reviewer@acme.test';
const OWNER = '198.51.100.20';

describe('sign-in under password guessing', () => {
  let t: TTestApp;
  const clock = createManualClock();
  beforeAll(async () => {
    t = await createTestApp({ signInSleep: (ms) => clock.sleep(ms) });
    await createLoginUser(t, { email: REVIEWER, password: 'right-password' });
  });
  afterAll(() => t.close());

  /** The owner's right password from an address of its own, answered without any wait. */
  async function ownerSignsIn(email: string, address = OWNER) {
    const owner = createBrowser(t);
    const res = await withoutWaiting(
      clock,
      postFrom(owner, await openLogin(owner), address, email, 'right-password'),
    );
    return { status: res.statusCode, alert: alertOf(res.body) };
  }

  it('lets the right password in from another address while one address keeps guessing', async () => {
    const attacker = createBrowser(t);
    const attack = await openLogin(attacker);
    const firstWait = clock.waits.length;
    for (let i = 0; i < 8; i++) {
      const res = await clock.settle(postFrom(attacker, attack, '203.0.113.66', REVIEWER, `wrong-${i}`));
      expect(alertOf(res.body)).toBe(LOGIN_MESSAGES.invalidCredentials);
    }
    expect(clock.now).toBeLessThanOrEqual(70_000);
    // the guessing address is slowed down, and its next guess is held in its wait meanwhile
    const ninth = postFrom(attacker, attack, '203.0.113.66', REVIEWER, 'wrong-8');
    await clock.untilParked(1);
    expect(clock.waits.slice(firstWait)).toEqual([1000, 2000, 4000, 8000, 16000, 30000]);

    const startedAt = clock.now;
    expect(await ownerSignsIn(REVIEWER)).toEqual({ status: 303, alert: undefined });
    expect(clock.now).toBe(startedAt);
    expect((await clock.settle(ninth)).statusCode).toBe(200);
  });

  it('checks one password per account and address at a time, refusing parallel guesses with 429', async () => {
    const email = 'parallel@acme.test';
    await createLoginUser(t, { email, password: 'right-password' });
    const attacker = createBrowser(t);
    const attack = await openLogin(attacker);
    const guess = (i: number) => postFrom(attacker, attack, '203.0.113.77', email, `guess-${i}`);
    const results = await clock.settle(Promise.all(Array.from({ length: 8 }, (_, i) => guess(i))));
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 429, 429, 429, 429, 429, 429, 429]);
    expect(alertOf(results.find((res) => res.statusCode === 429)!.body)).toBe(LOGIN_MESSAGES.attemptUnderWay);

    // a guess held in its wait keeps the next one from that address out, not the owner's
    for (let i = 0; i < 2; i++) await clock.settle(guess(10 + i));
    const slowed = guess(20);
    await clock.untilParked(1);
    expect((await withoutWaiting(clock, guess(21))).statusCode).toBe(429);
    expect(await ownerSignsIn(email)).toEqual({ status: 303, alert: undefined });
    expect((await clock.settle(slowed)).statusCode).toBe(200);
  });

  it('counts the addresses of one IPv6 /64 as one client', async () => {
    const email = 'six@acme.test';
    await createLoginUser(t, { email, password: 'right-password' });
    const attacker = createBrowser(t);
    const attack = await openLogin(attacker);
    for (let i = 1; i <= 3; i++)
      await clock.settle(postFrom(attacker, attack, `2001:db8:66::${i}`, email, 'x'));
    const slowed = postFrom(attacker, attack, '2001:db8:66::4', email, 'x');
    await clock.untilParked(1);
    const next = await withoutWaiting(clock, postFrom(attacker, attack, '2001:db8:66:0:ffff::5', email, 'x'));
    expect(next.statusCode).toBe(429);
    expect(await ownerSignsIn(email, '2001:db8:67::1')).toEqual({ status: 303, alert: undefined });
    await clock.settle(slowed);
  });

  it('keeps the limit per address over all accounts, and other addresses out of it', async () => {
    const sprayer = createBrowser(t);
    const spray = await openLogin(sprayer);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await clock.settle(postFrom(sprayer, spray, '203.0.113.88', `spray-${i}@acme.test`, 'x'));
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(res.body).toContain('Too many sign-in attempts from your network');
    }
    expect(statuses).toEqual([...Array<number>(20).fill(200), 429]);
    expect(await ownerSignsIn(REVIEWER, '198.51.100.21')).toEqual({ status: 303, alert: undefined });
  });

  it('slows every guess at an account guessed from many addresses, and still lets its owner in', async () => {
    const email = 'spread@acme.test';
    await createLoginUser(t, { email, password: 'right-password' });
    const botnet = createBrowser(t);
    const attack = await openLogin(botnet);
    const firstWait = clock.waits.length;
    for (let address = 1; address <= 5; address++)
      for (let i = 0; i < 3; i++) {
        const res = await clock.settle(postFrom(botnet, attack, `192.0.2.${address}`, email, `guess-${i}`));
        expect(res.statusCode).toBe(200);
      }
    // three free guesses an address, and the account's own slowdown after ten of them
    expect(clock.waits.slice(firstWait)).toEqual([1000, 2000, 4000, 8000, 10000]);

    const owner = createBrowser(t);
    const startedAt = clock.now;
    const res = await clock.settle(
      postFrom(owner, await openLogin(owner), '198.51.100.22', email, 'right-password'),
    );
    expect(res.statusCode).toBe(303);
    expect(clock.now - startedAt).toBe(10_000);
  });
});
