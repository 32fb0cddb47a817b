import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openPostgres } from '../../../db/client';
import { customers } from '../../../db/schema';
import { loadTrainingExamples } from '../../nlu/nlu.repository';
import { findPostgresBin, spawnServer, startPgCluster } from '../../../test/pg-cluster';
import { getDirectLineKey } from './directline-secret';
import { createDirectLineTokens } from './directline-tokens';
import type { TActivity } from './directline.types';

const CONVERSATIONS = 12;
const TRAFFIC_MS = 18_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type TServer = Awaited<ReturnType<typeof spawnServer>>;
type TSent = {
  conversationId: string;
  clientActivityID: string;
  echoId?: string;
  failed?: boolean;
  /** from the first try of the post to its answer seen by the client */
  answeredMs?: number;
  /** the traffic stopped before its answer was seen */
  unwatched?: boolean;
};

/**
 * Two server processes on one PostgreSQL under chat traffic: one is killed with SIGKILL (and started
 * again), then the database restarts. Every message a client sent must be stored once and answered,
 * whichever process took it and whatever happened meanwhile. Runs with the PostgreSQL suite (it
 * starts a cluster of its own, which it restarts).
 */
const bin = findPostgresBin();
describe.skipIf(!inject('postgresUrl') || !bin)(
  'Direct Line through a process kill and a database restart',
  () => {
    const cleanup: (() => unknown)[] = [];
    afterAll(async () => {
      for (const step of cleanup.reverse()) await step();
    }, 120_000);

    it('loses, repeats and leaves unanswered no message', { timeout: 300_000 }, async () => {
      const cluster = await startPgCluster(bin!);
      cleanup.push(() => cluster.stop());
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'askhr-faults-'));
      cleanup.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
      const env = {
        DATABASE_URL: cluster.url,
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
        SIMULATE_DEMO: 'false',
        NLU_EMBEDDINGS: 'off',
        LOG_LEVEL: 'warn',
        DIRECTLINE_RATE_LIMIT: '10000',
      };
      // one after the other: two processes starting together on an empty database can deadlock
      const servers: TServer[] = [await spawnServer(env), await spawnServer(env)];
      cleanup.push(() => Promise.all(servers.map((s) => s.kill())));

      const database = openPostgres(cluster.url, 2);
      const [acme] = await database.db
        .select({ id: customers.id })
        .from(customers)
        .orderBy(customers.id)
        .limit(1);
      const texts = (await loadTrainingExamples(database.db, acme!.id)).map((e) => e.text);
      const tokens = createDirectLineTokens(await getDirectLineKey(database.db), 3600);
      await database.close();

      /** A call to whichever process is up, retried on another while it fails, as a load balancer would. */
      let turn = 0;
      async function call<T>(route: string, init: RequestInit): Promise<{ status: number; body: T }> {
        for (let attempt = 0; attempt < 200; attempt += 1) {
          const server = servers[turn++ % servers.length]!;
          try {
            const res = await fetch(`${server.origin}${route}`, {
              ...init,
              signal: AbortSignal.timeout(15_000),
            });
            // a process killed while it answered cuts the body short: that is a failed call too
            if (res.status < 500) return { status: res.status, body: (await res.json()) as T };
          } catch {
            // refused, cut or timed out: the next process
          }
          await sleep(200);
        }
        throw new Error(`${route}: no process answered`);
      }

      const sent: TSent[] = [];
      let stopped = false;
      async function converse(i: number) {
        const { token } = await tokens.issue({ customerId: acme!.id, botUserId: `fault-${i}` });
        const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
        const started = await call<{ conversationId: string }>('/v3/directline/conversations', {
          method: 'POST',
          headers,
        });
        const { conversationId } = started.body;
        for (let n = 0; !stopped; n += 1) {
          const message: TSent = { conversationId, clientActivityID: `fault-${i}-${n}` };
          sent.push(message);
          const postedAt = Date.now();
          const body = JSON.stringify({
            type: 'message',
            text: texts[(i * 31 + n * 7) % texts.length],
            from: { id: `fault-${i}` },
            channelData: { clientActivityID: message.clientActivityID },
          });
          const res = await call<{ id: string }>(
            `/v3/directline/conversations/${conversationId}/activities`,
            {
              method: 'POST',
              headers,
              body,
            },
          ).catch(() => undefined);
          if (res?.status !== 200) {
            message.failed = true;
            continue;
          }
          message.echoId = res.body.id;
          // the next message once this one is answered (or after a while: the sweeper answers it later)
          for (let wait = 0; wait < 40 && !stopped; wait += 1) {
            const list = await call<{ activities: TActivity[] }>(
              `/v3/directline/conversations/${conversationId}/activities`,
              { headers },
            );
            const { activities } = list.body;
            if (activities.some((a) => a.replyToId === message.echoId)) {
              message.answeredMs = Date.now() - postedAt;
              break;
            }
            await sleep(250);
          }
          message.unwatched = stopped && message.answeredMs === undefined;
        }
      }

      const traffic = Promise.all(Array.from({ length: CONVERSATIONS }, (_, i) => converse(i)));
      await sleep(TRAFFIC_MS / 3);
      await servers[0]!.kill();
      servers[0] = await spawnServer(env);
      await sleep(TRAFFIC_MS / 3);
      cluster.restart();
      await sleep(TRAFFIC_MS / 3);
      stopped = true;
      await traffic;

      // what was stored, once the sweepers have had time to answer what a dead process left
      const audit = openPostgres(cluster.url, 2);
      cleanup.push(() => audit.close());
      const census = async () => {
        const { rows } = (await audit.sql.executeSql(`
        select u.conversation_id || ' ' || (u.activity->'channelData'->>'clientActivityID') as key,
               count(distinct u.sequence)::int as stored,
               count(distinct r.sequence)::int as answered
        from directline_activities u
        left join directline_activities r
          on r.conversation_id = u.conversation_id and r.activity->>'replyToId' = u.activity->>'id'
        where u.activity->'from'->>'role' = 'user' and u.activity->'channelData' ? 'clientActivityID'
        group by 1`)) as { rows: { key: string; stored: number; answered: number }[] };
        return new Map(rows.map((row) => [row.key, row]));
      };
      let stored = await census();
      for (let wait = 0; wait < 60 && [...stored.values()].some((row) => row.answered === 0); wait += 1) {
        await sleep(1000);
        stored = await census();
      }
      const keyOf = (m: TSent) => `${m.conversationId} ${m.clientActivityID}`;
      const accepted = sent.filter((m) => m.echoId);
      const figures = {
        sent: sent.length,
        refused: sent.filter((m) => m.failed).length,
        answered: accepted.filter((m) => (stored.get(keyOf(m))?.answered ?? 0) > 0).length,
        duplicated: [...stored.values()].filter((row) => row.stored > 1).length,
        lost: accepted.filter((m) => !stored.has(keyOf(m))).length,
        unanswered: [...stored.values()].filter((row) => row.answered === 0).length,
        // a message caught by the kill is answered when its post is retried, not at a later sweep
        slowestAnswerMs: Math.max(...accepted.map((m) => m.answeredMs ?? 0)),
        // (the last message of each conversation may be left unwatched when the traffic stops)
        answeredAfter5s: accepted.filter((m) => !m.unwatched && (m.answeredMs ?? Infinity) > 5000).length,
      };
      console.log(`Direct Line faults (2 processes, kill -9, database restart): ${JSON.stringify(figures)}`);
      expect(figures.sent).toBeGreaterThan(CONVERSATIONS * 3);
      expect(figures).toMatchObject({ refused: 0, duplicated: 0, lost: 0, unanswered: 0 });
      expect(figures.answered).toBe(accepted.length);
    });
  },
);
