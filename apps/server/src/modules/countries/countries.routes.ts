import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZCountryList } from '@askhr/shared/tenancy/tenancy.schemas';
import { tenantOf } from '../../auth/guard';
import { activeCountries } from './countries.service';

export const countriesRoutes: FastifyPluginAsync = async (plugin) => {
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
    async (request) => activeCountries(tenantOf(request)),
  );
};
