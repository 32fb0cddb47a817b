import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createOutageMonitor,
  isDatabaseUnavailable,
  markDatabaseError,
  noteIfUnavailable,
  reportBackgroundError,
  type TOutageMonitor,
} from './outage';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });
const wrapped = (cause: unknown) => new Error('wrapped', { cause });
const failedQuery = (cause: unknown) => new DrizzleQueryError('select 1', [], cause as Error);

describe('isDatabaseUnavailable', () => {
  it('knows a connection failure, however deep drizzle or Node put it', () => {
    for (const err of [
      failedQuery(withCode('ECONNREFUSED')),
      failedQuery(withCode('ECONNRESET')),
      markDatabaseError(withCode('ETIMEDOUT')),
      wrapped(markDatabaseError(withCode('ECONNREFUSED'))),
      withCode('08006'),
      withCode('08001'),
      withCode('57P01'),
      withCode('57P03'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('PGlite is closed'),
      wrapped(withCode('57P01', 'terminating connection due to administrator command')),
      wrapped(wrapped(new Error('Connection terminated due to connection timeout'))),
      failedQuery(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')])),
    ])
      expect(isDatabaseUnavailable(err), String(err)).toBe(true);
  });

  it('leaves the failures of a query the database refused to the error handler', () => {
    for (const err of [
      withCode('23505', 'duplicate key value'),
      withCode('40001', 'could not serialize access'),
      withCode('57014', 'canceling statement due to statement timeout'),
      wrapped(withCode('42P01', 'relation does not exist')),
      new Error('Cannot use a pool after calling end on the pool'),
      // the same socket failures of a mail server or a chat channel's API are not the database's
      withCode('ECONNREFUSED'),
      new TypeError('fetch failed', { cause: withCode('ECONNRESET') }),
      wrapped(new AggregateError([withCode('ETIMEDOUT')])),
      'ECONNREFUSED',
      undefined,
    ])
      expect(isDatabaseUnavailable(err), String(err)).toBe(false);
  });

  it("knows a marked failure in the copy that pg-boss's workers report, and keeps the mark out of the log", () => {
    const marked = markDatabaseError(withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'));
    const reported = { ...marked, message: `${marked.message} (Queue: q, Worker: w)`, queue: 'q' };
    expect(isDatabaseUnavailable(reported)).toBe(true);
    expect(isDatabaseUnavailable({ ...withCode('ECONNREFUSED'), queue: 'q' })).toBe(false);
    expect(Object.keys(marked)).toEqual(['code']);
    expect(JSON.stringify(reported)).not.toMatch(/fromDatabase/);
    // marking twice, or a frozen error, is harmless
    expect(markDatabaseError(marked)).toBe(marked);
    expect(isDatabaseUnavailable(markDatabaseError(Object.freeze(withCode('ECONNRESET'))))).toBe(true);
  });

  it('stops on a cause chain that loops', () => {
    const a: Error & { cause?: unknown } = new Error('a');
    a.cause = wrapped(a);
    expect(isDatabaseUnavailable(a)).toBe(false);
  });
});

describe('createOutageMonitor', () => {
  it('warns once per outage and says when the database answers again', async () => {
    const lines: { level: string; obj: object; msg: string }[] = [];
    let isUp = false;
    const monitor = createOutageMonitor({
      ping: async () => isUp,
      log: {
        warn: (obj, msg) => lines.push({ level: 'warn', obj, msg }),
        info: (obj, msg) => lines.push({ level: 'info', obj, msg }),
      },
      probeMs: 10,
    });
    for (let i = 0; i < 50; i += 1) monitor.noteUnavailable(failedQuery(withCode('ECONNREFUSED', 'refused')));
    expect(monitor.isDown).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lines).toEqual([
      { level: 'warn', obj: { errorCode: 'ECONNREFUSED', reason: 'refused' }, msg: 'database unreachable' },
    ]);
    isUp = true;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(monitor.isDown).toBe(false);
    expect(lines.map((line) => line.msg)).toEqual(['database unreachable', 'database reachable again']);

    isUp = false;
    monitor.noteUnavailable(new Error('Connection terminated unexpectedly'));
    expect(lines.map((line) => line.msg)).toHaveLength(3);
    monitor.close();
  });
});

describe('reportBackgroundError', () => {
  function setUp(outage?: TOutageMonitor) {
    const logged: { obj: object; msg: string }[] = [];
    return {
      logged,
      deps: { log: { error: (obj: object, msg: string) => logged.push({ obj, msg }) }, outage },
    };
  }
  const noted: unknown[] = [];
  const outage: TOutageMonitor = {
    noteUnavailable: (err) => noted.push(err),
    isDown: false,
    close: () => undefined,
  };

  it('hands the database out of reach to the monitor and logs anything else', () => {
    const { logged, deps } = setUp(outage);
    const lost = new Error('Connection terminated unexpectedly');
    reportBackgroundError(deps, lost, 'could not sweep');
    expect(noted).toEqual([lost]);
    expect(logged).toEqual([]);
    const refused = withCode('23505', 'duplicate key value');
    reportBackgroundError(deps, refused, 'could not sweep', { conversationId: 'c' });
    expect(logged).toEqual([{ obj: { err: refused, conversationId: 'c' }, msg: 'could not sweep' }]);
    expect(noteIfUnavailable(outage, refused)).toBe(false);
    expect(noteIfUnavailable(outage, lost)).toBe(true);
  });

  it('logs everything where no monitor watches', () => {
    const { logged, deps } = setUp();
    reportBackgroundError(deps, new Error('Connection terminated unexpectedly'), 'could not sweep');
    expect(logged.map((line) => line.msg)).toEqual(['could not sweep']);
  });
});
