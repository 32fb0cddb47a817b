import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openPostgres } from './db/client';
import { getDirectLineKey } from './bot/channels/directline/directline-secret';
import { createDirectLineTokens } from './bot/channels/directline/directline-tokens';
import { UNANSWERED_SWEEP_MS } from './bot/channels/directline/unanswered-sweeper';
import { createPostgresCopy } from './test/db';
import { createTenant } from './test/factories/tenants';
import { spawnServer, spawnWorker, type TLogLine } from './test/pg-cluster';
import { startTcpProxy } from './test/tcp-proxy';

/** longer than a sweep of unanswered messages, so that the API process meets the outage there too */
const OUTAGE_MS = UNANSWERED_SWEEP_MS + 500;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for `check`, at most `timeoutMs`: what is missing then shows in the assertions that follow. */
async function waitFor(check: () => boolean, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (!check() && Date.now() < end) await sleep(100);
}

const isOutageLine = (line: TLogLine) => /^database (un)?reachable/.test(line.msg ?? '');
/** What a process logged about the outage, and anything else it logged as a warning or an error meanwhile. */
function outageReport(lines: TLogLine[]) {
  return {
    unreachable: lines.filter((line) => line.msg === 'database unreachable' && line.level === 40).length,
    reachableAgain: lines.filter((line) => line.msg === 'database reachable again' && line.level === 30)
      .length,
    otherwise: lines
      .filter((line) => !isOutageLine(line) && (line.level >= 40 || line.err !== undefined))
      .map((line) => `${line.level} ${line.msg}`),
  };
}

/**
 * An API process (`--no-worker`) and a `--worker-only` process, both from the sources, lose their
 * PostgreSQL for longer than a sweep (a TCP proxy between them and the database, cut and given back)
 * while the API keeps getting requests. Each must log one warning when the database goes and one line
 * when it is back, and nothing else about it: no stack, no failed sweep, no failed poll of the jobs.
 */
describe.skipIf(!inject('postgresUrl'))('a database outage seen by every process', () => {
  const cleanup: (() => unknown)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  }, 60_000);

  it(
    'is logged once when it starts and once when it ends, by the API and the worker',
    { timeout: 90_000 },
    async () => {
      const copy = await createPostgresCopy(inject('postgresUrl'));
      cleanup.push(() => copy.drop());
      const target = new URL(copy.url);
      const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
      cleanup.push(() => proxy.close());
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'askhr-outage-'));
      cleanup.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
      const env = {
        DATABASE_URL: proxy.urlFor(copy.url),
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        SIMULATE_DEMO: 'false',
        NLU_EMBEDDINGS: 'off',
        EMBEDDINGS_MODEL: 'off',
        LOG_LEVEL: 'info',
        JOBS_POLLING_SECONDS: '1',
      };
      const api = await spawnServer(env, ['--no-worker']);
      cleanup.push(() => api.stop());
      const worker = await spawnWorker(env);
      cleanup.push(() => worker.stop());

      // a tenant and a web chat conversation on it, to post to during the outage
      const database = openPostgres(copy.url, 2);
      const tenant = await createTenant(database.db);
      const tokens = createDirectLineTokens(await getDirectLineKey(database.db), 600);
      await database.close();
      const { token } = await tokens.issue({ customerId: tenant.id, botUserId: 'outage-1' });
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const started = await fetch(`${api.origin}/v3/directline/conversations`, { method: 'POST', headers });
      expect(started.status).toBe(201);
      const { conversationId } = (await started.json()) as { conversationId: string };
      const post = (text: string) =>
        fetch(`${api.origin}/v3/directline/conversations/${encodeURIComponent(conversationId)}/activities`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ type: 'message', text }),
        }).then((res) => res.status);
      expect(await post('before')).toBe(200);
      // the answer to it given, so that nothing of it is left to fail in the outage
      await sleep(2000);

      const from = { api: api.logs.length, worker: worker.logs.length };
      await proxy.cut();
      const cutAt = Date.now();
      const statuses: number[] = [];
      while (Date.now() - cutAt < OUTAGE_MS) {
        const ready = await fetch(`${api.origin}/ready`).then((res) => res.status);
        statuses.push(ready, await post(`during ${statuses.length}`));
        await sleep(500);
      }
      await proxy.restore();
      const restoredAt = Date.now();
      const isBack = (lines: TLogLine[]) => lines.some((line) => line.msg === 'database reachable again');
      await waitFor(() => isBack(api.logs.slice(from.api)) && isBack(worker.logs.slice(from.worker)), 15_000);
      const backMs = Date.now() - restoredAt;
      expect(await post('after')).toBe(200);
      // a poll and a sweep more, which would show anything left over from the outage
      await sleep(2000);

      const report = {
        api: outageReport(api.logs.slice(from.api)),
        worker: outageReport(worker.logs.slice(from.worker)),
      };
      console.log(
        `outage of ${OUTAGE_MS} ms: ${statuses.length} requests to the API (${statuses.filter((s) => s === 503).length} answered 503); ` +
          `api ${report.api.unreachable} warning + ${report.api.reachableAgain} recovery line, ` +
          `worker ${report.worker.unreachable} + ${report.worker.reachableAgain}; ` +
          `both told of the recovery ${backMs} ms after it; other warnings or errors: ${report.api.otherwise.length + report.worker.otherwise.length}`,
      );
      expect(statuses.every((status) => status === 503)).toBe(true);
      const once = { unreachable: 1, reachableAgain: 1, otherwise: [] };
      expect(report).toEqual({ api: once, worker: once });
      // the driver's words, without a stack
      const warning = worker.logs.slice(from.worker).find((line) => line.msg === 'database unreachable');
      expect(warning).toMatchObject({ reason: expect.any(String) });
      expect(warning).not.toHaveProperty('err');
    },
  );
});
