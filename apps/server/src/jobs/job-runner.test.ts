import crypto from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { useJobRunners } from '../test/job-runners';

const eventually = { timeout: 15_000, interval: 50 };

describe('job runner', () => {
  const { runners } = useJobRunners();

  it('runs a job scheduled for later once its time has come, with its payload', async () => {
    const runner = runners.create();
    const runs: { n: number; at: number }[] = [];
    runner.handle('test.later', async ({ n }) => {
      runs.push({ n, at: Date.now() });
    });
    await runner.start();
    const startAfter = new Date(Date.now() + 1000);
    const id = await runner.schedule('test.later', { n: 7 }, { startAfter });
    expect(await runner.getState(id!)).toBe('created');
    await vi.waitFor(() => expect(runs).toHaveLength(1), eventually);
    expect(runs[0]!.n).toBe(7);
    expect(runs[0]!.at).toBeGreaterThanOrEqual(startAfter.getTime());
    await vi.waitFor(async () => expect(await runner.getState(id!)).toBe('completed'), eventually);
  });

  it('retries a failing handler with growing delays until it succeeds, and gives up after its limit', async () => {
    const runner = runners.create();
    const flaky: { retryCount: number; at: number }[] = [];
    runner.handle('test.flaky', async (_payload, { retryCount }) => {
      flaky.push({ retryCount, at: Date.now() });
      if (retryCount < 2) throw new Error('provider unavailable');
    });
    let doomedRuns = 0;
    runner.handle('test.doomed', async () => {
      doomedRuns += 1;
      throw new Error('always fails');
    });
    await runner.start();
    const flakyId = await runner.schedule('test.flaky', { n: 1 });
    const doomedId = await runner.schedule('test.doomed', {});
    await vi.waitFor(async () => expect(await runner.getState(flakyId!)).toBe('completed'), eventually);
    expect(flaky.map((r) => r.retryCount)).toEqual([0, 1, 2]);
    // backoff: the first retry waits at least the retry delay (1 s), the second at least twice that
    expect(flaky[1]!.at - flaky[0]!.at).toBeGreaterThanOrEqual(1000);
    expect(flaky[2]!.at - flaky[1]!.at).toBeGreaterThanOrEqual(2000);
    await vi.waitFor(async () => expect(await runner.getState(doomedId!)).toBe('failed'), eventually);
    expect(doomedRuns).toBe(2);
  });

  it('never runs a cancelled job', async () => {
    const runner = runners.create();
    const ran: number[] = [];
    runner.handle('test.cancel', async ({ n }) => {
      ran.push(n);
    });
    await runner.start();
    const startAfter = new Date(Date.now() + 1000);
    const cancelled = await runner.schedule('test.cancel', { n: 1 }, { startAfter });
    await runner.cancel(cancelled!);
    expect(await runner.getState(cancelled!)).toBe('cancelled');
    // a job due at the same time shows when the cancelled one would have run
    await runner.schedule('test.cancel', { n: 2 }, { startAfter });
    await vi.waitFor(() => expect(ran).toContain(2), eventually);
    expect(ran).toEqual([2]);
    expect(await runner.getState(cancelled!)).toBe('cancelled');
  });

  it('keeps one waiting job per singleton key on a queue that wants it, so a reschedule cancels first', async () => {
    const runner = runners.create({ isWorker: false });
    const startAfter = new Date(Date.now() + 60_000);
    const first = await runner.schedule('test.unique', { n: 1 }, { startAfter, singletonKey: 'push-1' });
    expect(first).not.toBeNull();
    expect(await runner.schedule('test.unique', { n: 2 }, { startAfter, singletonKey: 'push-1' })).toBeNull();
    expect(
      await runner.schedule('test.unique', { n: 3 }, { startAfter, singletonKey: 'push-2' }),
    ).not.toBeNull();
    await runner.cancel(first!);
    expect(
      await runner.schedule('test.unique', { n: 4 }, { startAfter, singletonKey: 'push-1' }),
    ).not.toBeNull();
  });

  it('refuses a payload that does not match its schema, and knows no unknown id', async () => {
    const runner = runners.create({ isWorker: false });
    // @ts-expect-error the payload is checked at run time too, not only by the compiler
    await expect(runner.schedule('test.later', { n: 'seven' })).rejects.toThrow(/invalid test.later payload/);
    expect(await runner.getState(crypto.randomUUID())).toBeNull();
    expect(await runner.getState('not-a-job')).toBeNull();
    await runner.cancel(crypto.randomUUID());
  });
});
