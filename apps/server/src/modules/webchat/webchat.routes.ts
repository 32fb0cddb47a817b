import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { ZWebChatConfig, ZWebChatConfigQuery } from '@askhr/shared/webchat/webchat.schemas';
import { principalOf, tenantOf } from '../../auth/guard';
import { apiPlugin } from '../../auth/api-routes';
import type { TDb } from '../../db/client';
import { notFound } from '../../lib/errors';
import { createWebChatConfig, type TTestBotTokens } from './webchat.service';

/** `tokens`: the Direct Line channel's token issuer, handed in by the app (the bot's channel, not a module). */
export const webChatRoutes = apiPlugin<{ db: TDb; tokens: TTestBotTokens }>((route, { db, tokens }) => {
  route('webchat.config', { querystring: ZWebChatConfigQuery, response: ZWebChatConfig }, async (request) =>
    createWebChatConfig(db, tokens, principalOf(request), tenantOf(request), request.query),
  );
});

const bundlePath = (() => {
  try {
    // the package exports no dist files: find its folder through its main entry (lib/index.js)
    const main = createRequire(import.meta.url).resolve('botframework-webchat');
    return path.join(path.dirname(main), '..', 'dist', 'webchat.js');
  } catch {
    return null;
  }
})();

/**
 * The official Web Chat's standalone bundle, served from our origin (the CSP allows scripts from
 * 'self' only). The npm package pins React 18-era peers, so the portal loads this bundle on the
 * Test Bot page instead of importing the package beside React 19.
 */
export const webChatBundleRoutes: FastifyPluginAsync = async (app) => {
  app.get('/webchat/webchat.js', { schema: { hide: true } }, async (_request, reply) => {
    if (!bundlePath || !fs.existsSync(bundlePath)) throw notFound('The web chat bundle is not installed.');
    return reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(fs.createReadStream(bundlePath));
  });
};
