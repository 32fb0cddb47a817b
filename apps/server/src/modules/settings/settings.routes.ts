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
import { principalOf, tenantOf } from '../../auth/guard';
import { apiPlugin } from '../../auth/api-routes';
import { getSetting, listSettings, reportsTimeZone, saveSetting } from './settings.service';

export const settingsRoutes = apiPlugin<{ db: TDb }>((route, { db }) => {
  route('settings.list', { response: ZCustomSettingList }, async (request) =>
    listSettings(db, tenantOf(request).customerId),
  );

  route('settings.timezone', { response: ZTimezoneSetting }, async (request) =>
    reportsTimeZone(db, tenantOf(request).customerId),
  );

  route(
    'settings.byKey',
    { params: ZSettingKeyParams, response: { 200: ZCustomSetting, 404: ZApiError } },
    async (request) => getSetting(db, tenantOf(request).customerId, request.params.key),
  );

  route(
    'settings.save',
    { params: ZSettingSaveParams, body: ZSettingSave, response: { 200: ZCustomSetting, 400: ZApiError } },
    async (request) =>
      saveSetting(db, tenantOf(request).customerId, request.params.name, request.body, principalOf(request)),
  );
});
