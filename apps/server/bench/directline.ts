/**
 * Direct Line under load: the real app on the seeded demo and a real port, N conversations (default
 * 100) each posting a message and waiting for the bot's reply on its WebSocket stream, for a given
 * time; then a bare Fastify echo route with as many concurrent clients; then the conversations at a
 * steady total rate, each sending at fixed times, for the latency a bot under ordinary load gives. The
 * clients of every row run in a worker thread (directline-clients.ts), so they carry the same client
 * overhead and do not queue behind the server's event loop.
 */
import { Worker } from 'node:worker_threads';
import { buildApp } from '../src/app';
import { getDirectLineKey } from '../src/bot/channels/directline/directline-secret';
import { createDirectLineTokens } from '../src/bot/channels/directline/directline-tokens';
import { loadTrainingExamples } from '../src/bot/nlu/nlu.repository';
import { parseConfig } from '../src/config';
import { prepareDatabase } from '../src/db/prepare';
import { seedDemoIfEmpty } from '../src/demo/seed/demo';
import { openBenchDatabase } from './bench-database';
import type { TLoadJob, TRunFigures } from './directline-clients';
import { percentile } from './percentile';

/** The worker registers the TypeScript loader itself: Node 20 does not pass it on to workers. */
export const WORKER_MODULE = `data:text/javascript,${encodeURIComponent(
  `import { register } from ${JSON.stringify(import.meta.resolve('tsx/esm/api'))};
register();
await import(${JSON.stringify(new URL('./directline-clients.ts', import.meta.url).href)});`,
)}`;

/** The steady load whose latency is measured: messages per second from all the conversations. */
const STEADY_RATE = 100;

function runInWorker(job: TLoadJob): Promise<TRunFigures> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(WORKER_MODULE), { workerData: job });
    worker.once('message', (figures: TRunFigures) => {
      resolve(figures);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

export async function benchDirectLine(opts: { seconds: number; clients: number; postgresUrl?: string }) {
  const config = parseConfig({
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'true',
    DIRECTLINE_RATE_LIMIT: '10000',
    PUBLIC_URL: 'http://127.0.0.1',
    // METRICS_TOKEN set, GET /metrics answers on the bench's port with it, to watch the series under load
    METRICS_TOKEN: parseConfig().metrics.token,
  });
  const database = await openBenchDatabase(opts.postgresUrl);
  await prepareDatabase(database);
  const seededDemo = await seedDemoIfEmpty(database.db);
  const acmeId = seededDemo!.tenants[0]!.id;
  const app = await buildApp({ config, database, serveWeb: false, logger: false });
  app.post('/bench/echo', async (request) => ({ text: (request.body as { text?: string }).text ?? '' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  // every tenant's model trained, as on a server that has been up a while: the warm-up that starts
  // with listening would otherwise train the other demo tenant's during the first row
  await app.understanding.warmUp();
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  if (config.metrics.token) console.log(`metrics: ${origin}/metrics`);

  const texts = (await loadTrainingExamples(database.db, acmeId)).map((e) => e.text);
  const tokens = createDirectLineTokens(await getDirectLineKey(database.db), 3600);
  const conversationTokens = await Promise.all(
    Array.from(
      { length: opts.clients },
      async (_, i) => (await tokens.issue({ customerId: acmeId, botUserId: `bench-${i}` })).token,
    ),
  );
  const job = { origin, seconds: opts.seconds, clients: opts.clients, texts, tokens: conversationTokens };
  const rows: TRunFigures[] = [
    await runInWorker({
      ...job,
      kind: 'directline',
      name: `Direct Line message -> bot reply (${opts.clients} conv.)`,
    }),
    await runInWorker({ ...job, kind: 'echo', name: `bare Fastify echo POST (${opts.clients} clients)` }),
    await runInWorker({
      ...job,
      kind: 'directline',
      rate: STEADY_RATE,
      name: `steady ${STEADY_RATE} msg/s (${opts.clients} conv.)`,
    }),
  ];
  await app.close();
  await database.close();

  console.log(
    `\nDirect Line load, ${opts.seconds} s per row (real port, ${database.label}, demo seed, clients in a worker thread)`,
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
