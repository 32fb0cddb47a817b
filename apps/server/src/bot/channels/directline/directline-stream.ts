import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { unauthorized } from '../../../lib/errors';
import { directLineStreamsOpen } from '../../../lib/metrics';
import type { TActivity, TActivitySet, TActivityStore } from './directline.types';
import { claimsOf, conversationFor, parseWatermark } from './directline-auth';
import type { TDirectLineTokens } from './directline-tokens';

const HEARTBEAT_MS = 30_000;
const ZStreamQuery = z.object({
  t: z.string().max(4096).optional(),
  watermark: z.string().max(16).optional(),
});

/** The WebSocket address of a conversation; the token rides in the query, as browsers send no headers there. */
export function streamUrlOf(
  request: FastifyRequest,
  conversationId: string,
  token: string,
  watermark?: number,
) {
  const scheme = request.protocol === 'https' ? 'wss' : 'ws';
  const query = new URLSearchParams({
    t: token,
    ...(watermark === undefined ? {} : { watermark: String(watermark) }),
  });
  return `${scheme}://${request.host}/v3/directline/conversations/${encodeURIComponent(conversationId)}/stream?${query}`;
}

/** A subscription whose sets wait in a queue until the socket is there to take them. */
interface TFeed {
  queue: TActivitySet[];
  deliver?: (set: TActivitySet) => void;
  unsubscribe: () => void;
  /** what came after the requested watermark, read once subscribed */
  backlog: { activities: TActivity[]; watermark: number };
}

/**
 * The stream sends `{ activities, watermark }` sets: first what came after the requested watermark,
 * then every new activity. Typing sets carry no watermark.
 */
export function registerStream(
  app: FastifyInstance,
  deps: { store: TActivityStore; tokens: TDirectLineTokens },
) {
  const { store, tokens } = deps;
  const feeds = new WeakMap<FastifyRequest, TFeed>();
  app.get(
    '/conversations/:conversationId/stream',
    {
      websocket: true,
      schema: { hide: true },
      // checked before the upgrade: a refused client gets a plain HTTP error, never a socket
      onRequest: async (request) => {
        const query = ZStreamQuery.safeParse(request.query).data;
        if (!query?.t) throw unauthorized('A Direct Line stream needs its token (t).');
        const claims = await claimsOf(tokens, query.t);
        const { id } = await conversationFor(
          store,
          claims,
          (request.params as { conversationId: string }).conversationId,
        );
        // subscribed, then the backlog read, before the upgrade: a client that sees the socket open
        // and posts hears all of it live, in order; what both bring is sent once, by its watermark
        const feed: TFeed = {
          queue: [],
          unsubscribe: () => undefined,
          backlog: { activities: [], watermark: 0 },
        };
        feed.unsubscribe = await store.subscribe(id, (set) =>
          feed.deliver ? feed.deliver(set) : feed.queue.push(set),
        );
        // let go however the connection ends, upgraded or not
        request.raw.socket.once('close', feed.unsubscribe);
        const watermark = parseWatermarkSafe(query.watermark);
        try {
          feed.backlog = await store.list(id, watermark === 0 ? undefined : watermark);
        } catch (err) {
          feed.unsubscribe();
          throw err;
        }
        feeds.set(request, feed);
      },
    },
    (socket: WebSocket, request) => {
      const feed = feeds.get(request)!;
      let sent = parseWatermarkSafe(ZStreamQuery.safeParse(request.query).data?.watermark);
      const send = (set: TActivitySet) => {
        if (set.watermark !== undefined) {
          if (Number(set.watermark) <= sent) return;
          sent = Number(set.watermark);
        }
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(set));
      };
      const heartbeat = setInterval(() => socket.ping(), HEARTBEAT_MS);
      directLineStreamsOpen.inc();
      socket.on('close', () => {
        directLineStreamsOpen.dec();
        clearInterval(heartbeat);
        feed.unsubscribe();
      });
      socket.on('error', () => socket.terminate());
      const { activities, watermark } = feed.backlog;
      if (activities.length > 0) send({ activities, watermark: String(watermark) });
      feed.deliver = send;
      for (const set of feed.queue.splice(0)) send(set);
    },
  );
}

function parseWatermarkSafe(raw: string | undefined): number {
  try {
    return parseWatermark(raw) ?? 0;
  } catch {
    return 0;
  }
}
