import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZEmailInbox,
  ZEmailInboxList,
  ZEmailInboxParams,
  ZEmailInboxSave,
} from '@askhr/shared/it-admin/email-inboxes.schemas';
import type { TDb } from '../../db/client';
import { tenantOf } from '../../auth/guard';
import {
  changeEmailInbox,
  createEmailInbox,
  listEmailInboxes,
  removeEmailInbox,
} from './email-inboxes.service';

const tags = ['CustomSettings'];
const PATH = '/CustomSettings/email/inboxes';

/** The support inboxes that receive answers rated Not helpful (spec 001, IT Admin). */
export const emailInboxesRoutes: FastifyPluginAsync<{ db: TDb }> = async (plugin, { db }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    PATH,
    {
      onRequest: app.access('emailInboxes.list'),
      schema: { tags, summary: "The tenant's support inboxes", response: { 200: ZEmailInboxList } },
    },
    async (request) => listEmailInboxes(db, tenantOf(request).customerId),
  );

  app.post(
    PATH,
    {
      onRequest: app.access('emailInboxes.create'),
      schema: {
        tags,
        summary: 'Adds a support inbox',
        body: ZEmailInboxSave,
        response: { 200: ZEmailInbox },
      },
    },
    async (request) => createEmailInbox(db, tenantOf(request).customerId, request.body),
  );

  app.put(
    PATH,
    {
      onRequest: app.access('emailInboxes.update'),
      schema: {
        tags,
        summary: 'Changes a support inbox (409 when its version is stale)',
        body: ZEmailInboxSave,
        response: { 200: ZEmailInbox },
      },
    },
    async (request) => changeEmailInbox(db, tenantOf(request).customerId, request.body),
  );

  app.delete(
    `${PATH}/:id`,
    {
      onRequest: app.access('emailInboxes.delete'),
      schema: {
        tags,
        summary: 'Deletes a support inbox',
        params: ZEmailInboxParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeEmailInbox(db, tenantOf(request).customerId, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
