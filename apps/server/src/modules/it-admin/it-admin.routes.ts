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
import { principalOf, tenantOf } from '../../auth/guard';
import { apiPlugin } from '../../auth/api-routes';
import { itAdminConfig, saveChannelAllowedList } from './it-admin.service';
import { completeSlackInstall } from './slack-install.service';

export const itAdminRoutes = apiPlugin<{ db: TDb; config: TConfig }>((route, { db, config }) => {
  route('itAdmin.config', { response: ZItAdminConfig }, async (request) =>
    itAdminConfig(db, config, tenantOf(request)),
  );

  route(
    'itAdmin.saveAllowedList',
    { body: ZAllowedListSave, response: { 200: ZItChannel, 400: ZApiError, 404: ZApiError, 409: ZApiError } },
    async (request) => saveChannelAllowedList(db, tenantOf(request).customerId, request.body),
  );

  route(
    'itAdmin.slackInstall',
    {
      body: ZSlackExchange,
      response: { 200: ZSlackInstalled, 400: ZApiError, 502: ZApiError, 503: ZApiError },
    },
    async (request) =>
      completeSlackInstall(db, config, tenantOf(request), request.body, principalOf(request)),
  );
});
