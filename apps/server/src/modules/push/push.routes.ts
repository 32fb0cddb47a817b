import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import type { TDb } from '../../db/client';
import { pushChannels, recipientGroups } from './push-recipients';
import { MESSAGE_TEMPLATES } from './push-templates';
import { getPushItem, listPushAuthors, listPushItems, removePushItem, savePushItem } from './push.service';

const tags = ['PushMessages'];
/** room for a CSV list of 10,000 addresses and then some */
const SAVE_BODY_LIMIT = 4 * 1024 * 1024;

/** Push messages and surveys: lookups, the page list, save and delete (spec 001 section 7). */
export const pushRoutes: FastifyPluginAsync<{ db: TDb }> = async (plugin, { db }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/PushMessages/recipients',
    {
      onRequest: app.access('push.recipients'),
      schema: {
        tags,
        summary: 'Groups of employees to send to, those whose name contains `search` (3+ characters)',
        querystring: ZRecipientsQuery,
        response: { 200: ZRecipientGroups },
      },
    },
    async (request) => recipientGroups(db, tenantOf(request).customerId, request.query.search),
  );

  app.get(
    '/PushMessages/channels',
    {
      onRequest: app.access('push.channels'),
      schema: { tags, summary: 'Channels the company can send through', response: { 200: ZPushChannels } },
    },
    async (request) =>
      (await pushChannels(db, tenantOf(request).customerId)).map(
        ({ counts: _counts, ...channel }) => channel,
      ),
  );

  app.get(
    '/PushMessages/timeOptions',
    {
      onRequest: app.access('push.timeOptions'),
      schema: { tags, summary: 'How often an item can be sent', response: { 200: ZTimeOptions } },
    },
    async () => PUSH_FREQUENCIES.map((option) => ({ ...option })),
  );

  app.get(
    '/PushMessages/templates',
    {
      onRequest: app.access('push.templates'),
      schema: {
        tags,
        summary: 'Message templates; manager ones are marked',
        response: { 200: ZPushTemplates },
      },
    },
    async () => MESSAGE_TEMPLATES.map((template) => ({ ...template, selected: false })),
  );

  app.get(
    '/PushMessages/page',
    {
      onRequest: app.access('push.page'),
      schema: {
        tags,
        summary: 'A page of messages or surveys, by date, scheduled or sent, last saved by `cuIds`',
        querystring: ZPushPageQuery,
        response: { 200: ZPushPage },
      },
    },
    async (request) => listPushItems(db, tenantOf(request), request.query),
  );

  app.get(
    '/PushMessages/authors',
    {
      onRequest: app.access('push.authors'),
      schema: {
        tags,
        summary: "The 'Last updated by...' options: who saved the messages or surveys last",
        querystring: ZPushAuthorsQuery,
        response: { 200: ZPushAuthors },
      },
    },
    async (request) => listPushAuthors(db, tenantOf(request), request.query.type),
  );

  app.get(
    '/PushMessages/:id',
    {
      onRequest: app.access('push.get'),
      schema: {
        tags,
        summary: 'One message or survey with its CSV recipients, to edit it',
        params: ZPushParams,
        response: { 200: ZPushItem },
      },
    },
    async (request) => getPushItem(db, tenantOf(request), request.params.id),
  );

  app.post(
    '/PushMessages/',
    {
      onRequest: app.access('push.save'),
      bodyLimit: SAVE_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Schedules a new item (id 0) or changes a scheduled one (409 when lastUpdated is stale)',
        body: ZPushSave,
        response: { 200: ZSavedPush },
      },
    },
    async (request) => savePushItem(db, tenantOf(request), principalOf(request), request.body, app.jobs.push),
  );

  app.delete(
    '/PushMessages/:id',
    {
      onRequest: app.access('push.delete'),
      schema: {
        tags,
        summary: 'Deletes a scheduled item (409 once it was sent)',
        params: ZPushParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removePushItem(db, tenantOf(request), request.params.id, app.jobs.push);
      return reply.status(204).send(null);
    },
  );
};
