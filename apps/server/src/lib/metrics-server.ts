import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './error-handler';
import { unauthorized } from './errors';
import type { TMetrics } from './metrics';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares digests, so that neither the token's text nor its length shows in the time taken. */
function isBearer(header: string | undefined, token: string) {
  const given = /^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * `GET /metrics` on the public port, for a scraper that carries `Authorization: Bearer <token>`.
 * Without a token nothing is registered: the path answers 404 as any unknown one.
 */
export function registerMetricsRoute(app: FastifyInstance, metrics: TMetrics, token: string | undefined) {
  if (!token) return;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!isBearer(request.headers.authorization, token))
      throw unauthorized('The metrics need the bearer token of METRICS_TOKEN.');
    return reply.type(metrics.contentType).send(await metrics.scrape());
  });
}

export interface TMetricsServer {
  port: number;
  close(): Promise<void>;
}

/** A listener of its own that serves `GET /metrics` and nothing else (METRICS_PORT). */
export async function serveMetrics(
  metrics: TMetrics,
  { port, host }: { port: number; host?: string },
): Promise<TMetricsServer> {
  const server = http.createServer((request, response) => {
    const answer = (status: number, type: string, body: string) =>
      response.writeHead(status, { 'content-type': type }).end(body);
    const json = (status: number, message: string) =>
      answer(status, 'application/json; charset=utf-8', JSON.stringify(errorBody(status, message)));
    if (request.url?.split('?')[0] !== '/metrics') return json(404, 'Only /metrics is served here.');
    if (request.method !== 'GET' && request.method !== 'HEAD') return json(405, 'Only GET /metrics.');
    metrics.scrape().then(
      (text) => answer(200, metrics.contentType, text),
      () => json(500, 'The metrics could not be read.'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
