import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZClientConfiguration,
  ZFeatureList,
  ZPermissionList,
  ZRoleTypeList,
} from '@askhr/shared/tenancy/tenancy.schemas';
import type { TConfig } from '../../config';
import type { TDb } from '../../db/client';
import { tenantOf } from '../../auth/guard';
import { clientConfiguration, listFeatures, listPermissions, listRoleTypes } from './tenancy.service';

const tags = ['Tenancy'];

export const tenancyRoutes: FastifyPluginAsync<{ db: TDb; config: TConfig }> = async (
  plugin,
  { db, config },
) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/ClientConfiguration/',
    {
      onRequest: app.access('clientConfiguration.get'),
      schema: {
        tags,
        summary: 'Sign-in settings of the portal',
        security: [],
        response: { 200: ZClientConfiguration },
      },
    },
    async () => clientConfiguration(config),
  );

  app.get(
    '/Permissions/',
    {
      onRequest: app.access('permissions.list'),
      schema: {
        tags,
        summary: "The user's permission keys in the tenant",
        response: { 200: ZPermissionList },
      },
    },
    async (request) => listPermissions(tenantOf(request)),
  );

  app.get(
    '/Features/byTenant',
    {
      onRequest: app.access('features.byTenant'),
      schema: { tags, summary: "The tenant's feature flags", response: { 200: ZFeatureList } },
    },
    async (request) => listFeatures(db, tenantOf(request).customerId),
  );

  app.get(
    '/TenantInfo/roles',
    {
      onRequest: app.access('tenantInfo.roles'),
      schema: { tags, summary: 'Role types of bot users', response: { 200: ZRoleTypeList } },
    },
    async () => listRoleTypes(),
  );
};
