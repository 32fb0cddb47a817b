import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { TClientConfiguration } from '@askhr/shared/tenancy/tenancy.schemas';

/** The element of index.html the portal reads its client configuration from (apps/web). */
export const CLIENT_CONFIGURATION_ELEMENT_ID = 'client-configuration';

/** What the portal's build lists for each page (apps/web/vite-plugins.ts, page-preloads.json). */
interface TPagePreload {
  /** a React Router pattern: `:name` matches one segment, a last `*` the rest */
  path: string;
  scripts: string[];
  styles: string[];
}

/** Whether a page's route pattern matches an address, as React Router does (case aside). */
export function matchesPagePath(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  const rest = want.at(-1) === '*';
  if (rest) want.pop();
  if (rest ? have.length < want.length : have.length !== want.length) return false;
  return want.every(
    (segment, index) => segment.startsWith(':') || segment.toLowerCase() === have[index]?.toLowerCase(),
  );
}

/** The preload links of the page at `pathname`: its code downloads with the shell's, not after it. */
async function pagePreloadLinks(webDist: string, pathname: string): Promise<string> {
  const listed = await fs.promises
    .readFile(path.join(webDist, 'page-preloads.json'), 'utf8')
    .then((text) => (JSON.parse(text) as { pages: TPagePreload[] }).pages)
    .catch(() => []);
  const page = listed.find((candidate) => matchesPagePath(candidate.path, pathname));
  if (!page) return '';
  // after the shell's own files, which run first: the page's code is needed once the shell has run
  const attributes = (file: string) =>
    `crossorigin fetchpriority="low" href="/${file.replace(/"/g, '&quot;')}"`;
  return [
    ...page.scripts.map((file) => `<link rel="modulepreload" ${attributes(file)}>`),
    ...page.styles.map((file) => `<link rel="preload" as="style" ${attributes(file)}>`),
  ].join('');
}

/**
 * The portal's index.html with the client configuration written into it as a JSON data block, so the
 * portal starts without first asking for it, and the preload links of the page at `pathname`. A data
 * block is never executed: the Content-Security-Policy (no inline scripts) holds. The files are read per
 * request, like the bundles: a rebuilt portal is served without a restart.
 */
export async function renderPortalPage(
  webDist: string,
  configuration: TClientConfiguration,
  pathname = '/',
): Promise<string> {
  const html = await fs.promises.readFile(path.join(webDist, 'index.html'), 'utf8');
  // "<" escaped: no value can close the element early
  const json = JSON.stringify(configuration).replace(/</g, '\\u003c');
  const block = `<script type="application/json" id="${CLIENT_CONFIGURATION_ELEMENT_ID}">${json}</script>`;
  const head = `${await pagePreloadLinks(webDist, pathname)}${block}`;
  return html.includes('</head>') ? html.replace('</head>', `${head}</head>`) : `${head}${html}`;
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
  /** the page for the address `url` (its path decides which page's code is preloaded) */
  const sendPage = async (reply: FastifyReply, url = '/') =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(await renderPortalPage(webDist, configuration, url.split('?')[0]));
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendPage(reply));
  app.get('/index.html', { schema: { hide: true } }, (_request, reply) => sendPage(reply));
  return sendPage;
}
