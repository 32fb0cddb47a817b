import { afterEach, beforeEach, vi } from 'vitest';

/** Sets the clock of each test in the file to `iso`; only Date is faked, timers keep running. */
export function freezeDateEach(iso: string) {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(iso));
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
