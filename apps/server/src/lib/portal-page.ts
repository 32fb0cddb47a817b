import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { TClientConfiguration } from '@askhr/shared/tenancy/tenancy.schemas';

/** The element of index.html the portal reads its client configuration from (apps/web). */
export const CLIENT_CONFIGURATION_ELEMENT_ID = 'client-configuration';

/**
 * The portal's index.html with the client configuration written into it as a JSON data block, so the
 * portal starts without first asking for it. A data block is never executed: the Content-Security-Policy
 * (no inline scripts) holds. The file is read per request, like the bundles: a rebuilt portal is served
 * without a restart.
 */
export async function renderPortalPage(
  webDist: string,
  configuration: TClientConfiguration,
): Promise<string> {
  const html = await fs.promises.readFile(path.join(webDist, 'index.html'), 'utf8');
  // "<" escaped: no value can close the element early
  const json = JSON.stringify(configuration).replace(/</g, '\\u003c');
  const block = `<script type="application/json" id="${CLIENT_CONFIGURATION_ELEMENT_ID}">${json}</script>`;
  return html.includes('</head>') ? html.replace('</head>', `${block}</head>`) : `${block}${html}`;
}

/**
 * Serves the built portal from `webDist`: the bundles precompressed and immutable, the page itself
 * (at /, /index.html and, through `sendPage`, at every deep link) with its configuration, never cached.
 */
export async function registerPortal(
  app: FastifyInstance,
  webDist: string,
  configuration: TClientConfiguration,
) {
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    app.log.warn(`the portal is not built (${webDist}): run npm run build`);
  }
  await app.register(fastifyStatic, {
    root: webDist,
    // files are looked up per request, so a rebuilt portal is served without a restart
    wildcard: true,
    // the page is rendered below, with its configuration
    index: false,
    // the build writes x.js.br and x.js.gz beside x.js (apps/web/scripts/precompress.mjs)
    preCompressed: true,
    setHeaders(res, filePath) {
      // hashed bundles never change
      res.header(
        'cache-control',
        filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  const sendPage = async (reply: FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(await renderPortalPage(webDist, configuration));
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendPage(reply));
  app.get('/index.html', { schema: { hide: true } }, (_request, reply) => sendPage(reply));
  return sendPage;
}
