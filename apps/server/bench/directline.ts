/**
 * Direct Line under load: the real app on the seeded demo and a real port, N conversations (default
 * 100) each posting a message and waiting for the bot's reply on its WebSocket stream, for a given
 * time; then, in the same process, a bare Fastify echo route with as many concurrent clients. The
 * clients run in the server's process, so both rows carry the same client overhead.
 */
import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';
import { buildApp } from '../src/app';
import { getDirectLineKey } from '../src/bot/channels/directline/directline-secret';
import { createDirectLineTokens } from '../src/bot/channels/directline/directline-tokens';
import { loadTrainingExamples } from '../src/bot/understanding';
import { parseConfig } from '../src/config';
import { prepareDatabase } from '../src/db/prepare';
import { openBenchDatabase } from './bench-database';

interface TRunFigures {
  name: string;
  times: number[];
  seconds: number;
  errors: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** Each client repeats `once` until the time is up; returns every round trip in ms. */
async function drive(
  name: string,
  clients: number,
  seconds: number,
  once: (client: number) => Promise<void>,
) {
  const times: number[] = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (performance.now() < until) {
        const t0 = performance.now();
        try {
          await once(client);
          times.push(performance.now() - t0);
        } catch {
          errors++;
        }
      }
    }),
  );
  return { name, times: times.sort((a, b) => a - b), seconds: (performance.now() - started) / 1000, errors };
}

interface TStreamClient {
  conversationId: string;
  token: string;
  socket: WebSocket;
  /** resolvers of the replies awaited, by the id of the user activity they answer */
  waiting: Map<string, () => void>;
  /** ids of user activities answered before the post returned (the core answers within the post) */
  answered: Set<string>;
}

async function openConversation(origin: string, token: string): Promise<TStreamClient> {
  const res = await fetch(`${origin}/v3/directline/conversations`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  if (!res.ok) throw new Error(`start conversation: ${res.status}`);
  const body = (await res.json()) as { conversationId: string; token: string; streamUrl: string };
  const socket = new WebSocket(body.streamUrl);
  const client: TStreamClient = {
    conversationId: body.conversationId,
    token: body.token,
    socket,
    waiting: new Map(),
    answered: new Set(),
  };
  socket.on('message', (data) => {
    const set = JSON.parse(String(data)) as {
      activities?: { replyToId?: string; from?: { role?: string } }[];
    };
    for (const activity of set.activities ?? []) {
      if (activity.from?.role !== 'bot' || !activity.replyToId) continue;
      const resolve = client.waiting.get(activity.replyToId);
      if (resolve) {
        client.waiting.delete(activity.replyToId);
        resolve();
      } else client.answered.add(activity.replyToId);
    }
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return client;
}

async function ask(origin: string, client: TStreamClient, text: string) {
  let resolve!: () => void;
  let reject!: (err: Error) => void;
  const replied = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  const res = await fetch(
    `${origin}/v3/directline/conversations/${encodeURIComponent(client.conversationId)}/activities`,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${client.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'message', text }),
    },
  );
  if (!res.ok) throw new Error(`post: ${res.status}`);
  const { id } = (await res.json()) as { id: string };
  if (client.answered.delete(id)) return;
  client.waiting.set(id, resolve);
  const timeout = setTimeout(() => {
    client.waiting.delete(id);
    reject(new Error('no reply within 10 s'));
  }, 10_000);
  await replied.finally(() => clearTimeout(timeout));
}

export async function benchDirectLine(opts: { seconds: number; clients: number; postgresUrl?: string }) {
  const config = parseConfig({
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'true',
    DIRECTLINE_RATE_LIMIT: '10000',
    PUBLIC_URL: 'http://127.0.0.1',
  });
  const database = await openBenchDatabase(opts.postgresUrl);
  const { seededDemo } = await prepareDatabase(database, { seedDemo: true });
  const acmeId = seededDemo!.tenants[0]!.id;
  const app = await buildApp({ config, database, serveWeb: false, logger: false });
  app.post('/bench/echo', async (request) => ({ text: (request.body as { text?: string }).text ?? '' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const texts = (await loadTrainingExamples(database.db, acmeId)).map((e) => e.text);
  const tokens = createDirectLineTokens(await getDirectLineKey(database.db), 3600);
  const clients = await Promise.all(
    Array.from({ length: opts.clients }, async (_, i) =>
      openConversation(origin, (await tokens.issue({ customerId: acmeId, botUserId: `bench-${i}` })).token),
    ),
  );
  // warm-up: trains the tenant model and fills caches
  await ask(origin, clients[0]!, texts[0]!);
  let sent = 0;
  const rows: TRunFigures[] = [];
  rows.push(
    await drive(`Direct Line message -> bot reply (${opts.clients} conv.)`, opts.clients, opts.seconds, (i) =>
      ask(origin, clients[i]!, texts[sent++ % texts.length]!),
    ),
  );
  rows.push(
    await drive(`bare Fastify echo POST (${opts.clients} clients)`, opts.clients, opts.seconds, async () => {
      const res = await fetch(`${origin}/bench/echo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ text: texts[sent++ % texts.length] }),
      });
      if (!res.ok) throw new Error(`echo: ${res.status}`);
      await res.json();
    }),
  );
  for (const client of clients) client.socket.close();
  await app.close();
  await database.close();

  console.log(
    `\nDirect Line load, ${opts.seconds} s per row (real port, ${database.label}, demo seed, clients in-process)`,
  );
  console.log(
    `${'run'.padEnd(44)} ${'msgs'.padStart(7)} ${'msg/s'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} errors`,
  );
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(44)} ${String(r.times.length).padStart(7)} ${(r.times.length / r.seconds).toFixed(0).padStart(7)} ` +
        `${percentile(r.times, 50).toFixed(1).padStart(8)} ${percentile(r.times, 99).toFixed(1).padStart(8)} ${String(r.errors).padStart(6)}`,
    );
  }
}
