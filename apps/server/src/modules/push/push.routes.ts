import { z } from 'zod';
import { PUSH_FREQUENCIES } from '@askhr/shared/push/push.constants';
import {
  ZPushAuthors,
  ZPushAuthorsQuery,
  ZPushChannels,
  ZPushItem,
  ZPushPage,
  ZPushPageQuery,
  ZPushParams,
  ZPushSave,
  ZPushTemplates,
  ZRecipientGroups,
  ZRecipientsQuery,
  ZSavedPush,
  ZTimeOptions,
} from '@askhr/shared/push/push.schemas';
import { principalOf, tenantOf } from '../../auth/guard';
import { apiPlugin } from '../../auth/api-routes';
import type { TDb } from '../../db/client';
import { pushChannels, recipientGroups } from './push-recipients';
import { MESSAGE_TEMPLATES } from './push-templates';
import { getPushItem, listPushAuthors, listPushItems, removePushItem, savePushItem } from './push.service';
/** room for a CSV list of 10,000 addresses and then some */
const SAVE_BODY_LIMIT = 4 * 1024 * 1024;

/** Push messages and surveys: lookups, the page list, save and delete (spec 001 section 7). */
export const pushRoutes = apiPlugin<{ db: TDb }>((route, { db }, plugin) => {
  route('push.recipients', { querystring: ZRecipientsQuery, response: ZRecipientGroups }, async (request) =>
    recipientGroups(db, tenantOf(request).customerId, request.query.search),
  );

  route('push.channels', { response: ZPushChannels }, async (request) =>
    (await pushChannels(db, tenantOf(request).customerId)).map(({ counts: _counts, ...channel }) => channel),
  );

  route('push.timeOptions', { response: ZTimeOptions }, async () =>
    PUSH_FREQUENCIES.map((option) => ({ ...option })),
  );

  route('push.templates', { response: ZPushTemplates }, async () =>
    MESSAGE_TEMPLATES.map((template) => ({ ...template, selected: false })),
  );

  route('push.page', { querystring: ZPushPageQuery, response: ZPushPage }, async (request) =>
    listPushItems(db, tenantOf(request), request.query),
  );

  route('push.authors', { querystring: ZPushAuthorsQuery, response: ZPushAuthors }, async (request) =>
    listPushAuthors(db, tenantOf(request), request.query.type),
  );

  route('push.get', { params: ZPushParams, response: ZPushItem }, async (request) =>
    getPushItem(db, tenantOf(request), request.params.id),
  );

  route('push.save', { body: ZPushSave, response: ZSavedPush, bodyLimit: SAVE_BODY_LIMIT }, async (request) =>
    savePushItem(db, tenantOf(request), principalOf(request), request.body, plugin.jobs.push),
  );

  route('push.delete', { params: ZPushParams, response: { 204: z.null() } }, async (request, reply) => {
    await removePushItem(db, tenantOf(request), principalOf(request), request.params.id, plugin.jobs.push);
    return reply.status(204).send(null);
  });
});
