import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZApiError } from '@askhr/shared/errors/errors.schemas';
import {
  ZAllowedListSave,
  ZItAdminConfig,
  ZItChannel,
  ZSlackExchange,
  ZSlackInstalled,
} from '@askhr/shared/it-admin/it-admin.schemas';
import type { TConfig } from '../../config';
import type { TDb } from '../../db/client';
import { tenantOf } from '../../auth/guard';
import { itAdminConfig, saveChannelAllowedList } from './it-admin.service';
import { completeSlackInstall } from './slack-install.service';

const tags = ['IT Admin'];

export const itAdminRoutes: FastifyPluginAsync<{ db: TDb; config: TConfig }> = async (
  plugin,
  { db, config },
) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/CustomSettings/ITAdminConfig',
    {
      onRequest: app.access('itAdmin.config'),
      schema: {
        tags,
        summary: 'The IT config: Slack workspaces and a fresh install state, allowed lists, inboxes',
        response: { 200: ZItAdminConfig },
      },
    },
    async (request) => itAdminConfig(db, config, tenantOf(request)),
  );

  app.post(
    '/CustomSettings/ITAdminConfig',
    {
      onRequest: app.access('itAdmin.saveAllowedList'),
      schema: {
        tags,
        summary: "Saves one chat channel's push allowed list",
        body: ZAllowedListSave,
        response: { 200: ZItChannel, 400: ZApiError, 404: ZApiError, 409: ZApiError },
      },
    },
    async (request) => saveChannelAllowedList(db, tenantOf(request).customerId, request.body),
  );

  app.post(
    '/CustomSettings/Slack',
    {
      onRequest: app.access('itAdmin.slackInstall'),
      schema: {
        tags,
        summary: 'Completes a Slack install: checks the state, exchanges the code, stores the workspace',
        body: ZSlackExchange,
        response: { 200: ZSlackInstalled, 400: ZApiError, 502: ZApiError, 503: ZApiError },
      },
    },
    async (request) => completeSlackInstall(db, config, tenantOf(request), request.body),
  );
};
