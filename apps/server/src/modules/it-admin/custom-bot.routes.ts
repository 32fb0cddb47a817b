import { ZCustomBot, ZCustomBotSave, ZCustomBotSaved } from '@askhr/shared/it-admin/custom-bot.schemas';
import type { TDb } from '../../db/client';
import { principalOf, tenantOf } from '../../auth/guard';
import { apiPlugin } from '../../auth/api-routes';
import {
  defaultCustomBot,
  downloadCustomBot,
  getCustomBot,
  saveCustomBot,
  type TCustomBotContext,
} from './custom-bot.service';
/** Two icons in base64 fit; the rest of the API keeps the 1 MB default. */
const SAVE_BODY_LIMIT = 10 * 1024 * 1024;

/** The tenant's Microsoft Teams package (spec 001, IT Admin: MS Teams options). */
export const customBotRoutes = apiPlugin<{ db: TDb; context: TCustomBotContext }>(
  (route, { db, context }) => {
    route('customBot.get', { response: ZCustomBot }, async (request) =>
      getCustomBot(db, tenantOf(request).customerId, context),
    );

    route('customBot.default', { response: ZCustomBot }, async () => defaultCustomBot(context));

    route(
      'customBot.save',
      { body: ZCustomBotSave, response: ZCustomBotSaved, bodyLimit: SAVE_BODY_LIMIT },
      async (request) => saveCustomBot(db, tenantOf(request).customerId, principalOf(request), request.body),
    );

    route('customBot.download', {}, async (request, reply) => {
      const { zip, fileName } = await downloadCustomBot(
        db,
        tenantOf(request).customerId,
        context,
        principalOf(request),
      );
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(zip));
    });
  },
);
