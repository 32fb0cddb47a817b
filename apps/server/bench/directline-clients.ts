/**
 * The load clients of the Direct Line bench, in a worker thread of their own so that they do not
 * queue behind the server on its event loop: N conversations each posting a message and waiting for
 * the bot's reply on its WebSocket stream, or N clients of a bare echo route, for a given time.
 */
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { WebSocket } from 'ws';

export interface TLoadJob {
  kind: 'directline' | 'echo';
  name: string;
  origin: string;
  seconds: number;
  clients: number;
  /** messages per second from all the clients together, each at its own fixed times; none: as fast as replies come */
  rate?: number;
  texts: string[];
  /** directline: one token per conversation (it may start a conversation) */
  tokens: string[];
  /**
   * with `rate`: send until the parent posts 'stop' instead of for `seconds`, and post 'counting'
   * once the warm-up is over, so that the parent can time something else against the load
   */
  untilStopped?: boolean;
}

export interface TRunFigures {
  name: string;
  times: number[];
  seconds: number;
  errors: number;
  /** untilStopped: each round trip as [when it was due (ms since the epoch, as any thread counts), ms] */
  trips?: [number, number][];
}

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

/** Every client keeps its connection, as a browser does between the posts of one conversation. */
const agent = new Agent({ keepAlive: true, maxSockets: Infinity });

/** A JSON POST on a kept connection (node:http: a small fraction of fetch's cost to the load thread). */
function postJson(url: string, headers: Record<string, string>, body?: unknown) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent,
        // a browser's fetch offers compressed answers
        headers: {
          'accept-encoding': 'gzip, deflate, br',
          ...headers,
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) });
          } catch (err) {
            reject(err as Error);
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** The steady load runs this long before its round trips count: the conversations' first messages warm it up. */
const STEADY_WARM_UP_SECONDS = 5;

const sleepUntil = (at: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));

/**
 * Open loop: client i sends at fixed times, `clients / rate` seconds apart, whether or not its last
 * message was answered, so that a slow reply does not hold back the load. A round trip counts from
 * the time the message was due, so that time lost by a client that fell behind is not hidden.
 */
async function driveAtRate(
  name: string,
  clients: number,
  seconds: number,
  rate: number,
  once: (client: number) => Promise<void>,
  untilStopped = false,
) {
  const times: number[] = [];
  const trips: [number, number][] = [];
  let errors = 0;
  const started = performance.now();
  const counted = started + STEADY_WARM_UP_SECONDS * 1000;
  const period = (clients / rate) * 1000;
  let end = untilStopped ? Infinity : counted + seconds * 1000;
  if (untilStopped) {
    setTimeout(() => parentPort?.postMessage('counting'), counted - started);
    parentPort?.on('message', (message) => {
      if (message === 'stop') end = performance.now();
    });
  }
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      const sent: Promise<void>[] = [];
      for (let due = started + (client * 1000) / rate; due < end; due += period) {
        await sleepUntil(due);
        if (due >= end) break;
        const at = due;
        sent.push(
          once(client).then(
            () => {
              if (at < counted) return;
              times.push(performance.now() - at);
              if (untilStopped) trips.push([performance.timeOrigin + at, performance.now() - at]);
            },
            () => void (at >= counted && errors++),
          ),
        );
      }
      await Promise.all(sent);
    }),
  );
  const measured = untilStopped ? (end - counted) / 1000 : seconds;
  return {
    name,
    times: times.sort((a, b) => a - b),
    seconds: measured,
    errors,
    ...(untilStopped && { trips }),
  };
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
  const res = await postJson(`${origin}/v3/directline/conversations`, { authorization: `Bearer ${token}` });
  if (res.status >= 300) throw new Error(`start conversation: ${res.status}`);
  const body = res.body as { conversationId: string; token: string; streamUrl: string };
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
  const res = await postJson(
    `${origin}/v3/directline/conversations/${encodeURIComponent(client.conversationId)}/activities`,
    { authorization: `Bearer ${client.token}` },
    { type: 'message', text },
  );
  if (res.status >= 300) throw new Error(`post: ${res.status}`);
  const { id } = res.body as { id: string };
  if (client.answered.delete(id)) return;
  client.waiting.set(id, resolve);
  const timeout = setTimeout(() => {
    client.waiting.delete(id);
    reject(new Error('no reply within 10 s'));
  }, 10_000);
  await replied.finally(() => clearTimeout(timeout));
}

async function run(job: TLoadJob): Promise<TRunFigures> {
  const { origin, texts } = job;
  let sent = 0;
  if (job.kind === 'echo')
    return drive(job.name, job.clients, job.seconds, async () => {
      const res = await postJson(`${origin}/bench/echo`, {}, { text: texts[sent++ % texts.length] });
      if (res.status >= 300) throw new Error(`echo: ${res.status}`);
    });
  const clients = await Promise.all(job.tokens.map((token) => openConversation(origin, token)));
  // warm-up: the tenant model is ready and the first conversation has spoken
  await ask(origin, clients[0]!, texts[0]!);
  const next = (i: number) => ask(origin, clients[i]!, texts[sent++ % texts.length]!);
  const figures = job.rate
    ? await driveAtRate(job.name, job.clients, job.seconds, job.rate, next, job.untilStopped)
    : await drive(job.name, job.clients, job.seconds, next);
  for (const client of clients) client.socket.close();
  return figures;
}

if (parentPort) parentPort.postMessage(await run(workerData as TLoadJob));
