import { setTimeout as wait } from 'node:timers/promises';
import type { TDb } from '../../db/client';
import { clientNetworkOf } from './client-network';
import {
  beginLoginAttempt,
  clearLoginAttempts,
  countLoginFailure,
  readLoginFailures,
  releaseLoginAttempt,
  sweepLoginAttempts,
  uncountLoginFailure,
} from './oidc.repository';

export const LOGIN_THROTTLE = {
  /** failures of one email from one address that cost nothing: a typo or two never slows anyone down */
  freeFailures: 3,
  baseDelayMs: 1000,
  maxDelayMs: 30_000,
  /** a quiet quarter of an hour forgives earlier failures */
  resetAfterSeconds: 15 * 60,
  /** how long an attempt may hold its email and address against the next one (covers the longest wait) */
  leaseSeconds: 90,
  /** how often an attempt also deletes the rows that count nothing any more (per process) */
  sweepEveryMs: 60_000,
  account: {
    /** more than three addresses' free failures: one address alone never slows the account down */
    freeFailures: 10,
    /** the owner pays this wait too, so it stays short of the one an address earns by guessing */
    maxDelayMs: 10_000,
  },
} as const;

export type TSleep = (ms: number) => Promise<unknown>;

const backoffMs = (failures: number, free: number, maxMs: number) =>
  failures < free ? 0 : Math.min(LOGIN_THROTTLE.baseDelayMs * 2 ** (failures - free), maxMs);

/** Before an attempt from one address: 0 for the free failures, then 1 s, 2 s, 4 s … capped at 30 s. */
export const loginDelayMs = (failures: number) =>
  backoffMs(failures, LOGIN_THROTTLE.freeFailures, LOGIN_THROTTLE.maxDelayMs);

/** Before any attempt at an email: 0 for the first ten failures counted against it, then 1 s, 2 s … 10 s. */
export const accountDelayMs = (failures: number) =>
  backoffMs(failures, LOGIN_THROTTLE.account.freeFailures, LOGIN_THROTTLE.account.maxDelayMs);

// keyed by the typed email whether or not an account exists, so the delay reveals nothing about accounts
const emailOf = (email: string) => email.trim().toLowerCase();
const accountKey = (email: string) => `email:${emailOf(email)}`;
// the network first: it never holds a '|', so no email can make two pairs meet
const pairKey = (email: string, address: string) => `ip:${clientNetworkOf(address)}|email:${emailOf(email)}`;

/**
 * Slows password guessing per email and client address, as lockouts by account and address do
 * (OWASP, Auth0): guessing from one address slows that address down and never the owner elsewhere.
 * Only one attempt per email and address runs at a time, so parallel guesses cannot share one wait,
 * and each attempt is counted before its wait, so a crash still counts.
 *
 * Guesses spread over many addresses meet a second, gentler bound per email: the free failures of
 * every address add up, and once ten have gone by every attempt at that email waits too, up to 10 s,
 * wherever it comes from. A failure an address already waited for is not added: one address cannot
 * slow the account down on its own. The account's bound only slows and never refuses, since
 * refusing would hand the lockout back to anyone who has a few addresses; it is why it stays short.
 *
 * The counters live in the database so that every server process (and a restart) sees the same count.
 */
export function createLoginThrottle(db: TDb, sleep: TSleep = wait, now: () => number = Date.now) {
  const { resetAfterSeconds } = LOGIN_THROTTLE;
  let lastSweep = now();
  /** swept by the attempts themselves: a server nobody signs in to has nothing to sweep */
  const sweepNow = () => {
    if (now() - lastSweep < LOGIN_THROTTLE.sweepEveryMs) return;
    lastSweep = now();
    void sweepLoginAttempts(db, resetAfterSeconds).catch(() => undefined);
  };
  return {
    /**
     * Starts an attempt and waits as long as the earlier failures require; returns the attempt, or
     * undefined when another attempt for this email from this address is under way (refuse it).
     */
    async beginAttempt(email: string, address: string) {
      sweepNow();
      const pair = pairKey(email, address);
      const account = accountKey(email);
      const pairFailures = await beginLoginAttempt(db, pair, LOGIN_THROTTLE);
      if (pairFailures === undefined) return undefined;
      const isCountedForAccount = pairFailures <= LOGIN_THROTTLE.freeFailures;
      const earlierAccountFailures = isCountedForAccount
        ? (await countLoginFailure(db, account, resetAfterSeconds)) - 1
        : await readLoginFailures(db, account, resetAfterSeconds);
      const delayMs = Math.max(loginDelayMs(pairFailures - 1), accountDelayMs(earlierAccountFailures));
      if (delayMs > 0) await sleep(delayMs);
      return {
        delayMs,
        /** the attempt failed (or never got to check the password): it stays counted */
        failed: () => releaseLoginAttempt(db, pair),
        /** the address knew the password: its failures go, and this attempt stops counting against the email */
        async succeeded() {
          await clearLoginAttempts(db, pair);
          if (isCountedForAccount) await uncountLoginFailure(db, account);
        },
      };
    },
  };
}

export type TLoginThrottle = ReturnType<typeof createLoginThrottle>;
