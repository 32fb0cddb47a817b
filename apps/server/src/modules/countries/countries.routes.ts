import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZCountryList } from '@askhr/shared/tenancy/tenancy.schemas';
import type { TDb } from '../../db/client';
import { tenantOf } from '../../auth/guard';
import { activeCountries } from './countries.service';

export const countriesRoutes: FastifyPluginAsync<{ db: TDb }> = async (plugin, { db }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/Countries/Active',
    {
      onRequest: app.access('countries.active'),
      schema: {
        tags: ['Countries'],
        summary: "The tenant's countries and which of them the user may edit",
        response: { 200: ZCountryList },
      },
    },
    async (request) => activeCountries(db, tenantOf(request)),
  );
};
