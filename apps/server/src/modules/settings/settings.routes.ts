import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZApiError } from '@askhr/shared/errors/errors.schemas';
import {
  ZCustomSetting,
  ZCustomSettingList,
  ZSettingKeyParams,
  ZSettingSave,
  ZSettingSaveParams,
  ZTimezoneSetting,
} from '@askhr/shared/tenancy/tenancy.schemas';
import type { TDb } from '../../db/client';
import { tenantOf } from '../../auth/guard';
import { getSetting, listSettings, reportsTimeZone, saveSetting } from './settings.service';

const tags = ['Settings'];

export const settingsRoutes: FastifyPluginAsync<{ db: TDb }> = async (plugin, { db }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/CustomSettings/',
    {
      onRequest: app.access('settings.list'),
      schema: { tags, summary: "The tenant's custom settings", response: { 200: ZCustomSettingList } },
    },
    async (request) => listSettings(db, tenantOf(request).customerId),
  );

  app.get(
    '/CustomSettings/Timezone',
    {
      onRequest: app.access('settings.timezone'),
      schema: { tags, summary: 'The time zone reports are cut in', response: { 200: ZTimezoneSetting } },
    },
    async (request) => reportsTimeZone(db, tenantOf(request).customerId),
  );

  app.get(
    '/CustomSettings/Key/:key',
    {
      onRequest: app.access('settings.byKey'),
      schema: {
        tags,
        summary: 'One custom setting',
        params: ZSettingKeyParams,
        response: { 200: ZCustomSetting, 404: ZApiError },
      },
    },
    async (request) => getSetting(db, tenantOf(request).customerId, request.params.key),
  );

  app.post(
    '/CustomSettings/:name',
    {
      onRequest: app.access('settings.save'),
      schema: {
        tags,
        summary: 'Saves a setting of the Settings screen (the report time zone: ReportsTimeZone)',
        params: ZSettingSaveParams,
        body: ZSettingSave,
        response: { 200: ZCustomSetting, 400: ZApiError },
      },
    },
    async (request) => saveSetting(db, tenantOf(request).customerId, request.params.name, request.body),
  );
};
