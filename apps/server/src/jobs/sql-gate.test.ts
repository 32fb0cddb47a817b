import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { TSqlClient } from '../db/sql-client';
import { createSqlGate } from './sql-gate';

const plans = createRequire(import.meta.url)('pg-boss/src/plans.js') as Record<
  'completeJobs',
  (schema: string) => string
>;
const COMPLETE = plans.completeJobs('jobs');

function failingWith(err: Error): TSqlClient {
  return { executeSql: () => Promise.reject(err) };
}

describe('the job runtime sql gate', () => {
  it("drops pg-boss's unawaited end of a run when the database is out of reach, and tells of the outage", async () => {
    const noted: unknown[] = [];
    const lost = new Error('Connection terminated unexpectedly');
    const gate = createSqlGate(failingWith(lost), {
      schema: 'jobs',
      onUnavailable: (err) => noted.push(err),
    });
    await expect(gate.executeSql(COMPLETE, ['q', ['id'], null])).resolves.toBeUndefined();
    // a poll, or the runner's own awaited call, still fails
    await expect(gate.executeSql('select 1', [1])).rejects.toBe(lost);
    await expect(gate.awaited.executeSql(COMPLETE, ['q', ['id'], null])).rejects.toBe(lost);
    expect(noted).toEqual([lost, lost, lost]);
  });

  it("lets a failure the database answered through, and marks a refused connection as the database's", async () => {
    const noted: unknown[] = [];
    const refused = Object.assign(new Error('duplicate key value'), { code: '23505' });
    const gate = createSqlGate(failingWith(refused), {
      schema: 'jobs',
      onUnavailable: (err) => noted.push(err),
    });
    await expect(gate.executeSql(COMPLETE, ['q', ['id'], null])).rejects.toBe(refused);
    const connectRefused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const other = createSqlGate(failingWith(connectRefused), {
      schema: 'jobs',
      onUnavailable: (err) => noted.push(err),
    });
    await expect(other.executeSql('select 1', [1])).rejects.toBe(connectRefused);
    expect(noted).toEqual([connectRefused]);
  });
});
