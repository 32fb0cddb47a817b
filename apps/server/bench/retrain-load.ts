/**
 * The retrain of `npm run bench:answers`: the demo tenant's model retrained as an administrator's
 * save starts it, watching how long the event loop is held at a time. With `--load=directline` the
 * same process answers Direct Line at a steady rate meanwhile, as a server does when a question is
 * saved at a busy hour: the Direct Line bench's steady row (directline-clients.ts, in a worker thread,
 * on a real port). The load runs alone first for as long as the retrain will take, for comparison.
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import { getDirectLineKey } from '../src/bot/channels/directline/directline-secret';
import { createDirectLineTokens } from '../src/bot/channels/directline/directline-tokens';
import type { TDb } from '../src/db/client';
import type { TRunFigures } from './directline-clients';
import { WORKER_MODULE } from './directline';
import { percentile } from './percentile';

const CONVERSATIONS = 100;

type TWindow = { from: number; to: number; maxMs: number; p99Ms: number };

/** Runs `work` while a 5 ms timer watches the event loop; the window in ms since the epoch. */
async function watched(work: () => Promise<unknown>): Promise<TWindow> {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  const now = () => performance.timeOrigin + performance.now();
  delay.enable();
  const from = now();
  await work();
  const to = now();
  // a turn that held the loop is counted when the next timer fires: one that ends the work would
  // not be otherwise
  await new Promise((resolve) => setTimeout(resolve, 20));
  delay.disable();
  return { from, to, maxMs: delay.max / 1e6, p99Ms: delay.percentile(99) / 1e6 };
}

/** Direct Line conversations in a worker thread, posting at `rate` until stopped. */
async function startDirectLineLoad(
  app: FastifyInstance,
  db: TDb,
  customerId: number,
  rate: number,
  texts: string[],
) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const tokens = createDirectLineTokens(await getDirectLineKey(db), 3600);
  const conversationTokens = await Promise.all(
    Array.from(
      { length: CONVERSATIONS },
      async (_, i) => (await tokens.issue({ customerId, botUserId: `bench-load-${i}` })).token,
    ),
  );
  const worker = new Worker(new URL(WORKER_MODULE), {
    workerData: {
      kind: 'directline',
      name: `steady ${rate} msg/s of Direct Line (${CONVERSATIONS} conv.)`,
      origin,
      seconds: 0,
      clients: CONVERSATIONS,
      rate,
      texts,
      tokens: conversationTokens,
      untilStopped: true,
    },
  });
  let done!: (figures: TRunFigures) => void;
  const finished = new Promise<TRunFigures>((resolve, reject) => {
    done = resolve;
    worker.once('error', reject);
  });
  const counting = new Promise<void>((resolve) =>
    worker.on('message', (message: 'counting' | TRunFigures) => {
      if (message === 'counting') resolve();
      else done(message);
    }),
  );
  await counting;
  return async () => {
    worker.postMessage('stop');
    const figures = await finished;
    await worker.terminate();
    return figures;
  };
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

/** The round trips of messages due within the window: p50, p99 and the slowest. */
function replies(trips: [number, number][], { from, to }: TWindow) {
  const times = trips
    .filter(([at]) => at >= from && at <= to)
    .map(([, took]) => took)
    .sort((a, b) => a - b);
  const [p50, p99] = [percentile(times, 50), percentile(times, 99)];
  return `${times.length} replies p50 ${ms(p50)}, p99 ${ms(p99)}, max ${ms(times.at(-1) ?? NaN)}`;
}

/** Retrains the tenant's model once, under the load when given; the lines to print. */
export async function benchRetrain(
  app: FastifyInstance,
  db: TDb,
  customerId: number,
  opts: { load?: { rate: number; texts: string[] }; expectedSeconds: number },
): Promise<string[]> {
  const retrain = () => app.understanding.knowledgeChanged(customerId);
  if (!opts.load) {
    const during = await watched(retrain);
    return [
      `retrained in ${((during.to - during.from) / 1000).toFixed(1)} s with the event loop held at most ` +
        `${ms(during.maxMs)} (p99 ${ms(during.p99Ms)})`,
    ];
  }
  const stop = await startDirectLineLoad(app, db, customerId, opts.load.rate, opts.load.texts);
  const alone = await watched(
    () => new Promise((resolve) => setTimeout(resolve, opts.expectedSeconds * 1000)),
  );
  const during = await watched(retrain);
  const load = await stop();
  const trips = load.trips ?? [];
  return [
    `under ${load.name}: retrained in ${((during.to - during.from) / 1000).toFixed(1)} s`,
    `  the load alone (${((alone.to - alone.from) / 1000).toFixed(1)} s): event loop held at most ${ms(alone.maxMs)} ` +
      `(p99 ${ms(alone.p99Ms)}); ${replies(trips, alone)}`,
    `  during the retrain: event loop held at most ${ms(during.maxMs)} (p99 ${ms(during.p99Ms)}); ` +
      `${replies(trips, during)}; ${load.errors} errors in all`,
  ];
}
