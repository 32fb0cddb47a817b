import crypto from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import type { TSqlClient } from '../db/sql-client';
import { createOutageMonitor } from '../db/outage';
import { jobFailures } from '../lib/metrics';
import { POLLING_SECONDS, sleep, useJobRunners } from '../test/job-runners';

const eventually = { timeout: 15_000, interval: 50 };

describe('job runner', () => {
  const { database, runners } = useJobRunners();

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

  it('tells of an outage once, through the monitor, when a run or the idle runtime meets it, and survives it', async () => {
    // the database going away in the middle of a run: the run fails, and so do pg-boss's own
    // statements after it (the failure it records, its polls), none of which it awaits or reports
    let isDown = false;
    const lost = () =>
      Object.assign(new Error('Connection terminated unexpectedly'), { stack: 'the driver' });
    const client: TSqlClient = {
      executeSql: (text, values) => (isDown ? Promise.reject(lost()) : database.sql.executeSql(text, values)),
    };
    const lines: string[] = [];
    const outage = createOutageMonitor({
      ping: async () => !isDown,
      log: { warn: (_obj, msg) => lines.push(msg), info: (_obj, msg) => lines.push(msg) },
      probeMs: 100,
    });
    runners.warnings.splice(0);
    const runner = runners.create({ client, outage });
    runner.handle('test.later', async () => {
      isDown = true;
      throw lost();
    });
    await runner.start();
    const failures = async () =>
      (await jobFailures.get()).values.find((v) => v.labels.queue === 'test.later')?.value ?? 0;
    const failuresBefore = await failures();
    await runner.schedule('test.later', { n: 1 });
    await vi.waitFor(() => expect(lines).toEqual(['database unreachable']), eventually);
    // several polls fail meanwhile, and are not told of again
    await sleep(POLLING_SECONDS * 1000 * 3);
    isDown = false;
    await vi.waitFor(
      () => expect(lines).toEqual(['database unreachable', 'database reachable again']),
      eventually,
    );
    expect(runners.warnings.splice(0)).toEqual([]);
    // still a failed run for the metric
    expect((await failures()) - failuresBefore).toBe(1);
    outage.close();
  });
});
