import { setTimeout as wait } from 'node:timers/promises';
import type { TDb } from '../../db/client';
import { beginLoginAttempt, clearLoginAttempts, releaseLoginAttempt } from './oidc.repository';

export const LOGIN_THROTTLE = {
  /** failures of one email that cost nothing, so a typo or two never slows anyone down */
  freeFailures: 3,
  baseDelayMs: 1000,
  maxDelayMs: 30_000,
  /** a quiet quarter of an hour forgives earlier failures */
  resetAfterSeconds: 15 * 60,
  /** how long an attempt may hold its email before another one may start (covers the longest wait) */
  leaseSeconds: 90,
} as const;

export type TSleep = (ms: number) => Promise<unknown>;

/** 0 for the free failures, then 1 s, 2 s, 4 s … capped at 30 s. */
export function loginDelayMs(failures: number): number {
  const extra = failures - LOGIN_THROTTLE.freeFailures;
  if (extra < 0) return 0;
  return Math.min(LOGIN_THROTTLE.baseDelayMs * 2 ** extra, LOGIN_THROTTLE.maxDelayMs);
}

// keyed by the typed email whether or not an account exists, so the delay reveals nothing about accounts
const keyFor = (email: string) => `email:${email.trim().toLowerCase()}`;

/**
 * Slows password guessing per email. The counters live in the database so that every server
 * process (and a restart) sees the same count. An attempt is counted before its wait, and only one
 * attempt per email runs at a time: parallel guesses cannot share one wait.
 */
export function createLoginThrottle(db: TDb, sleep: TSleep = wait) {
  return {
    /**
     * Starts an attempt and waits as long as the earlier failures of this email require; returns the
     * delay, or undefined when another attempt for this email is under way (refuse it).
     */
    async beginAttempt(email: string): Promise<number | undefined> {
      const failures = await beginLoginAttempt(db, keyFor(email), LOGIN_THROTTLE);
      if (failures === undefined) return undefined;
      const delay = loginDelayMs(failures - 1);
      if (delay > 0) await sleep(delay);
      return delay;
    },
    /** the attempt failed (or never got to check the password): it stays counted */
    endFailure: (email: string) => releaseLoginAttempt(db, keyFor(email)),
    endSuccess: (email: string) => clearLoginAttempts(db, keyFor(email)),
  };
}

export type TLoginThrottle = ReturnType<typeof createLoginThrottle>;
