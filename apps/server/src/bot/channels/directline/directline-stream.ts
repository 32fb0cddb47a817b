import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { unauthorized } from '../../../lib/errors';
import type { TActivitySet, TActivityStore } from './directline.types';
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

/**
 * The stream sends `{ activities, watermark }` sets: first what came after the requested watermark,
 * then every new activity. Typing sets carry no watermark.
 */
export function registerStream(
  app: FastifyInstance,
  deps: { store: TActivityStore; tokens: TDirectLineTokens },
) {
  const { store, tokens } = deps;
  app.get(
    '/conversations/:conversationId/stream',
    {
      websocket: true,
      schema: { hide: true },
      // checked before the upgrade: a refused client gets a plain HTTP error, never a socket
      onRequest: async (request) => {
        const t = ZStreamQuery.safeParse(request.query).data?.t;
        if (!t) throw unauthorized('A Direct Line stream needs its token (t).');
        const claims = await claimsOf(tokens, t);
        await conversationFor(store, claims, (request.params as { conversationId: string }).conversationId);
      },
    },
    (socket: WebSocket, request) => {
      const raw = ZStreamQuery.safeParse(request.query).data?.watermark;
      const conversationId = (request.params as { conversationId: string }).conversationId;
      let sent = parseWatermarkSafe(raw);
      let ready = false;
      const queue: TActivitySet[] = [];
      const send = (set: TActivitySet) => {
        if (set.watermark !== undefined) {
          if (Number(set.watermark) <= sent) return;
          sent = Number(set.watermark);
        }
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(set));
      };
      const unsubscribe = store.subscribe(conversationId, (set) => (ready ? send(set) : queue.push(set)));
      const heartbeat = setInterval(() => socket.ping(), HEARTBEAT_MS);
      socket.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
      });
      socket.on('error', () => socket.terminate());
      void store.list(conversationId, sent === 0 ? undefined : sent).then(
        (backlog) => {
          if (backlog.activities.length > 0)
            send({ activities: backlog.activities, watermark: String(backlog.watermark) });
          ready = true;
          for (const set of queue.splice(0)) send(set);
        },
        (err: unknown) => {
          request.log.error({ err, conversationId }, 'could not read the conversation');
          socket.close(1011, 'conversation unavailable');
        },
      );
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
