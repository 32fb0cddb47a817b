import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZNamedList } from '@askhr/shared/tenancy/tenancy.schemas';
import type { TDb } from '../../db/client';
import { tenantOf } from '../../auth/guard';
import { listCategories, listTags } from './categories.service';

/** Categories and tags: the filter options of questions and placeholders. */
export const categoriesRoutes: FastifyPluginAsync<{ db: TDb }> = async (plugin, { db }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/Categories/',
    {
      onRequest: app.access('categories.list'),
      schema: { tags: ['Categories'], summary: "The tenant's categories", response: { 200: ZNamedList } },
    },
    async (request) => listCategories(db, tenantOf(request).customerId),
  );

  app.get(
    '/Tags/',
    {
      onRequest: app.access('tags.list'),
      schema: { tags: ['Categories'], summary: "The tenant's tags", response: { 200: ZNamedList } },
    },
    async (request) => listTags(db, tenantOf(request).customerId),
  );
};
