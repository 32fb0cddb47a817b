/**
 * Tests only: runs `work` while a 10 ms ticker watches the event loop, and reports the longest gap
 * between ticks: how long the server could not answer anyone else.
 */
export async function withStallWatch<T>(work: () => Promise<T>) {
  let last = performance.now();
  let longestStallMs = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    longestStallMs = Math.max(longestStallMs, now - last);
    last = now;
  }, 10);
  const started = performance.now();
  try {
    const [outcome] = await Promise.allSettled([work()]);
    // a stall that lasted until the work ended has had no tick after it
    const now = performance.now();
    return { outcome, elapsedMs: now - started, longestStallMs: Math.max(longestStallMs, now - last) };
  } finally {
    clearInterval(ticker);
  }
}
