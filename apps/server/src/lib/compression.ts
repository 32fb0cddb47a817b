import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/** Responses smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Compresses dynamic responses (API JSON, CSV exports, pages of the sign-in provider) with brotli or
 * gzip. Register it before any route: it attaches to routes as they are added.
 *
 * - The portal's bundles are compressed once at build time and served as such (`preCompressed` of
 *   @fastify/static); a response that already has a Content-Encoding is left alone.
 * - Brotli at quality 4: close to gzip's cost per response, still smaller; 11 is for build time only.
 * - Event streams are never compressed (the default content types leave out text/event-stream); the
 *   Direct Line WebSocket and the OIDC provider's hijacked replies never reach Fastify's onSend.
 * - Request bodies are not decompressed: no client sends compressed bodies, and it would let a small
 *   request expand in memory.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    globalCompression: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
