import type { FastifyInstance } from 'fastify';
import { isLoopbackUrl } from './loopback';

/**
 * Sends a browser that opened the portal under another name of this machine (127.0.0.1 or [::1]
 * instead of localhost) to the public address. Sign-in only works there: the issuer, the redirect
 * URI and the browser's stored sign-in state all belong to one origin. Real host names are left
 * alone, so a proxy that rewrites Host can never cause a redirect loop.
 */
export function registerCanonicalHost(
  app: FastifyInstance,
  publicUrl: string,
  /** API and channel paths: their clients are programs, which keep the address they were given */
  isApiPath: (url: string) => boolean,
) {
  const target = new URL(publicUrl);
  if (!isLoopbackUrl(publicUrl)) return;
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (!(request.headers.accept ?? '').includes('text/html') || isApiPath(request.url)) return;
    const host = request.headers.host;
    if (!host) return;
    const origin = `${target.protocol}//${host}`;
    if (!isLoopbackUrl(origin) || new URL(origin).hostname === target.hostname) return;
    return reply.redirect(`${target.origin}${request.url}`, 302);
  });
}
