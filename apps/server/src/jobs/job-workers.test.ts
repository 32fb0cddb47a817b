import { describe, expect, it, vi } from 'vitest';
import type { TSqlClient } from '../db/sql-client';
import { POLLING_SECONDS, sleep, useJobRunners } from '../test/job-runners';

const eventually = { timeout: 15_000, interval: 50 };

describe('job workers sharing one database', () => {
  const { database, runners } = useJobRunners();

  it('runs every job exactly once across two workers', async () => {
    const handledBy = new Map<number, string[]>();
    const workers = ['a', 'b'].map((name) => {
      const runner = runners.create();
      runner.handle(
        'test.many',
        async ({ n }) => {
          handledBy.set(n, [...(handledBy.get(n) ?? []), name]);
          await sleep(30);
        },
        { concurrency: 2 },
      );
      return runner;
    });
    const scheduler = runners.create({ isWorker: false });
    const count = 16;
    const ids = await Promise.all(
      Array.from({ length: count }, (_, n) => scheduler.schedule('test.many', { n })),
    );
    await Promise.all(workers.map((w) => w.start()));
    await vi.waitFor(async () => {
      const states = await Promise.all(ids.map((id) => scheduler.getState(id!)));
      expect(states.every((s) => s === 'completed')).toBe(true);
    }, eventually);
    // completed jobs are never fetched again, so nothing can come after this
    expect([...handledBy.keys()].sort((x, y) => x - y)).toEqual(Array.from({ length: count }, (_, n) => n));
    expect([...handledBy.values()].every((by) => by.length === 1)).toBe(true);
    const byWorker = [...handledBy.values()].flat();
    expect(new Set(byWorker)).toEqual(new Set(['a', 'b']));
  });

  it('runs again, on another worker, a job whose worker died in the middle of it', async () => {
    // a dead process sends nothing more: neither the end of its run nor a failure
    let isDead = false;
    const dying: TSqlClient = {
      executeSql: (text, values) =>
        isDead
          ? Promise.resolve(undefined as unknown as { rows: unknown[] })
          : database.sql.executeSql(text, values),
    };
    const doomed = runners.create({ client: dying });
    const runs: string[] = [];
    doomed.handle('test.crash', async () => {
      runs.push('doomed');
      isDead = true;
      await sleep(1500);
    });
    await doomed.start();
    const id = await doomed.schedule('test.crash', {});
    await vi.waitFor(() => expect(runs).toEqual(['doomed']), eventually);
    // the survivor's maintenance finds the run expired and hands the job back
    const survivor = runners.create({ maintenanceIntervalSeconds: 1 });
    survivor.handle('test.crash', async (_payload, { retryCount }) => {
      runs.push(`survivor ${retryCount}`);
    });
    await survivor.start();
    await vi.waitFor(async () => expect(await survivor.getState(id!)).toBe('completed'), eventually);
    expect(runs).toEqual(['doomed', 'survivor 1']);
  });

  it('lets a running job finish on stop, and sends nothing to the database afterwards', async () => {
    let queriesAfterStop = 0;
    let isStopped = false;
    const counting: TSqlClient = {
      executeSql(text, values) {
        if (isStopped) queriesAfterStop += 1;
        return database.sql.executeSql(text, values);
      },
    };
    const runner = runners.create({ client: counting });
    const events: string[] = [];
    runner.handle('test.slow', async () => {
      events.push('started');
      await sleep(400);
      events.push('finished');
    });
    await runner.start();
    const id = await runner.schedule('test.slow', { n: 1 });
    await vi.waitFor(() => expect(events).toEqual(['started']), eventually);
    await runner.stop();
    isStopped = true;
    expect(events).toEqual(['started', 'finished']);
    const observer = runners.create({ isWorker: false });
    expect(await observer.getState(id!)).toBe('completed');
    // a job due now is left for other workers: the stopped one no longer polls
    const next = await observer.schedule('test.slow', { n: 2 });
    await sleep(POLLING_SECONDS * 1000 * 3);
    expect(queriesAfterStop).toBe(0);
    expect(events).toEqual(['started', 'finished']);
    expect(await observer.getState(next!)).toBe('created');
    await expect(runner.schedule('test.slow', { n: 3 })).rejects.toThrow(/stopped/);
  });
});
