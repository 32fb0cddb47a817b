import { z } from 'zod';
import {
  ZEmailInbox,
  ZEmailInboxList,
  ZEmailInboxParams,
  ZEmailInboxSave,
} from '@askhr/shared/it-admin/email-inboxes.schemas';
import type { TDb } from '../../db/client';
import { tenantOf } from '../../auth/guard';
import { apiPlugin } from '../../auth/api-routes';
import {
  changeEmailInbox,
  createEmailInbox,
  listEmailInboxes,
  removeEmailInbox,
} from './email-inboxes.service';

/** The support inboxes that receive answers rated Not helpful (spec 001, IT Admin). */
export const emailInboxesRoutes = apiPlugin<{ db: TDb }>((route, { db }) => {
  route('emailInboxes.list', { response: ZEmailInboxList }, async (request) =>
    listEmailInboxes(db, tenantOf(request).customerId),
  );

  route('emailInboxes.create', { body: ZEmailInboxSave, response: ZEmailInbox }, async (request) =>
    createEmailInbox(db, tenantOf(request).customerId, request.body),
  );

  route('emailInboxes.update', { body: ZEmailInboxSave, response: ZEmailInbox }, async (request) =>
    changeEmailInbox(db, tenantOf(request).customerId, request.body),
  );

  route(
    'emailInboxes.delete',
    { params: ZEmailInboxParams, response: { 204: z.null() } },
    async (request, reply) => {
      await removeEmailInbox(db, tenantOf(request).customerId, request.params.id);
      return reply.status(204).send(null);
    },
  );
});
