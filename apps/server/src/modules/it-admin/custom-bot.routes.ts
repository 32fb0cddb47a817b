import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZCustomBot, ZCustomBotSave, ZCustomBotSaved } from '@askhr/shared/it-admin/custom-bot.schemas';
import type { TDb } from '../../db/client';
import { principalOf, tenantOf } from '../../auth/guard';
import {
  defaultCustomBot,
  downloadCustomBot,
  getCustomBot,
  saveCustomBot,
  type TCustomBotContext,
} from './custom-bot.service';

const tags = ['CustomBot'];
/** Two icons in base64 fit; the rest of the API keeps the 1 MB default. */
const SAVE_BODY_LIMIT = 10 * 1024 * 1024;

/** The tenant's Microsoft Teams package (spec 001, IT Admin: MS Teams options). */
export const customBotRoutes: FastifyPluginAsync<{ db: TDb; context: TCustomBotContext }> = async (
  plugin,
  { db, context },
) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/CustomBot/',
    {
      onRequest: app.access('customBot.get'),
      schema: { tags, summary: "The tenant's Teams package, or the defaults", response: { 200: ZCustomBot } },
    },
    async (request) => getCustomBot(db, tenantOf(request).customerId, context),
  );

  app.get(
    '/CustomBot/default',
    {
      onRequest: app.access('customBot.default'),
      schema: { tags, summary: 'The Teams package nobody customised', response: { 200: ZCustomBot } },
    },
    async () => defaultCustomBot(context),
  );

  app.post(
    '/CustomBot/',
    {
      onRequest: app.access('customBot.save'),
      bodyLimit: SAVE_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Saves the Teams package; icons are redrawn (409 when its version is stale)',
        body: ZCustomBotSave,
        response: { 200: ZCustomBotSaved },
      },
    },
    async (request) => saveCustomBot(db, tenantOf(request).customerId, principalOf(request), request.body),
  );

  app.get(
    '/CustomBot/download',
    {
      onRequest: app.access('customBot.download'),
      schema: { tags, summary: 'The Teams package as a zip: manifest.json and both icons' },
    },
    async (request, reply) => {
      const { zip, fileName } = await downloadCustomBot(db, tenantOf(request).customerId, context);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(zip));
    },
  );
};
