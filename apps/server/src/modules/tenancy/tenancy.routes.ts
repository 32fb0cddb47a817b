import {
  ZClientConfiguration,
  ZFeatureList,
  ZPermissionList,
  ZRoleTypeList,
} from '@askhr/shared/tenancy/tenancy.schemas';
import type { TConfig } from '../../config';
import type { TDb } from '../../db/client';
import { tenantOf } from '../../auth/guard';
import { apiPlugin } from '../../auth/api-routes';
import { clientConfiguration, listFeatures, listPermissions, listRoleTypes } from './tenancy.service';

export const tenancyRoutes = apiPlugin<{ db: TDb; config: TConfig }>((route, { db, config }) => {
  route('clientConfiguration.get', { security: [], response: ZClientConfiguration }, async () =>
    clientConfiguration(config),
  );

  route('permissions.list', { response: ZPermissionList }, async (request) =>
    listPermissions(tenantOf(request)),
  );

  route('features.byTenant', { response: ZFeatureList }, async (request) =>
    listFeatures(db, tenantOf(request).customerId),
  );

  route('tenantInfo.roles', { response: ZRoleTypeList }, async () => listRoleTypes());
});
