import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZItemStatus } from '@askhr/shared/versioned-values/versioned-values.schemas';
import {
  ZGlobalsParams,
  ZPlaceholder,
  ZPlaceholderCurrentQuery,
  ZPlaceholderGlobal,
  ZPlaceholderIdParams,
  ZPlaceholderPage,
  ZPlaceholderStatusQuery,
  ZPlaceholderUse,
  ZPlaceholderUsesQuery,
  ZPlaceholderValue,
} from '@askhr/shared/placeholders/placeholders.schemas';
import { ZPageQuery } from '@askhr/shared/questions/questions.schemas';
import type { TDb } from '../../db/client';
import { tenantOf } from '../../auth/guard';
import { registerValueRoutes } from '../versioned-values/value-routes';
import { getPlaceholder, placeholderGlobals, placeholderPage, placeholderUses } from './placeholders.service';
import { currentValues, valuesStatus } from './placeholder-values.service';
import { placeholdersKind } from './placeholders.kind';

const tags = [placeholdersKind.tag];
const ZValueList = z.array(ZPlaceholderValue);

/** Placeholders and their per-country values (spec 000 section 7), with history. */
export const placeholdersRoutes: FastifyPluginAsync<{ db: TDb }> = async (plugin, { db }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/Placeholders/page',
    {
      onRequest: app.access('placeholders.page'),
      schema: {
        tags,
        summary: "A page of the tenant's placeholders",
        querystring: ZPageQuery,
        response: { 200: ZPlaceholderPage },
      },
    },
    async (request) => placeholderPage(db, tenantOf(request), request.query),
  );

  app.get(
    '/Placeholders/current',
    {
      onRequest: app.access('placeholders.current'),
      schema: {
        tags,
        summary: 'The value each placeholder has in one country (own or inherited global)',
        querystring: ZPlaceholderCurrentQuery,
        response: { 200: ZValueList },
      },
    },
    async (request) =>
      currentValues(db, tenantOf(request), request.query.placeholders, request.query.countryFocus),
  );

  app.get(
    '/Placeholders/status',
    {
      onRequest: app.access('placeholders.status'),
      schema: {
        tags,
        summary: 'Enabled and disabled countries per placeholder',
        querystring: ZPlaceholderStatusQuery,
        response: { 200: z.array(ZItemStatus) },
      },
    },
    async (request) => valuesStatus(db, tenantOf(request), request.query.placeholders),
  );

  app.get(
    '/Placeholders/Globals/:countryCode',
    {
      onRequest: app.access('placeholders.globals'),
      schema: {
        tags,
        summary: "Every placeholder's value in force in a country, for previews",
        params: ZGlobalsParams,
        response: { 200: z.array(ZPlaceholderGlobal) },
      },
    },
    async (request) => placeholderGlobals(db, tenantOf(request), request.params.countryCode),
  );

  app.get(
    '/Placeholders/:id',
    {
      onRequest: app.access('placeholders.get'),
      schema: {
        tags,
        summary: 'One placeholder',
        params: ZPlaceholderIdParams,
        response: { 200: ZPlaceholder },
      },
    },
    async (request) => getPlaceholder(db, tenantOf(request), request.params.id),
  );

  app.get(
    '/Placeholders/:id/uses',
    {
      onRequest: app.access('placeholders.uses'),
      schema: {
        tags,
        summary: 'Questions whose answers use the placeholder',
        params: ZPlaceholderIdParams,
        querystring: ZPlaceholderUsesQuery,
        response: { 200: z.array(ZPlaceholderUse) },
      },
    },
    async (request) => placeholderUses(db, tenantOf(request), request.params.id, request.query.countryCode),
  );

  registerValueRoutes(plugin, db, placeholdersKind);
};
