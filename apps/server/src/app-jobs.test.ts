import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './test/app';

describe('the server and its jobs', () => {
  it('gives routes a job runner, started on first use and stopped with the server', async () => {
    const t = await createTestApp();
    expect(t.app.jobs.isWorker).toBe(true);
    expect(await t.app.jobs.getState(crypto.randomUUID())).toBeNull();
    await t.close();
    await expect(t.app.jobs.getState(crypto.randomUUID())).rejects.toThrow(/stopped/);
  });
});
