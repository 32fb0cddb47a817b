import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCountryCodeParams,
  ZHistoryQuery,
  ZItemStatus,
  ZRemovedResult,
  ZSavedItem,
  ZSavedList,
  ZValueHistory,
  ZVersionIdParams,
} from '@askhr/shared/versioned-values/versioned-values.schemas';
import {
  ZGlobalsParams,
  ZPlaceholder,
  ZPlaceholderCurrentQuery,
  ZPlaceholderGlobal,
  ZPlaceholderIdParams,
  ZPlaceholderPage,
  ZPlaceholderSaveRequest,
  ZPlaceholderStatusQuery,
  ZPlaceholderUse,
  ZPlaceholderUsesQuery,
  ZPlaceholderValue,
  ZPlaceholderValuesQuery,
  ZRemovePlaceholderValueQuery,
} from '@askhr/shared/placeholders/placeholders.schemas';
import { ZPageQuery } from '@askhr/shared/questions/questions.schemas';
import type { TDb } from '../../db/client';
import { principalOf, tenantOf } from '../../auth/guard';
import { getPlaceholder, placeholderGlobals, placeholderPage, placeholderUses } from './placeholders.service';
import {
  currentValues,
  listValues,
  placeholderHistory,
  removeValue,
  restoreValue,
  saveValues,
  valuesStatus,
} from './placeholder-values.service';

const tags = ['Placeholders'];
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
    '/Placeholders/values',
    {
      onRequest: app.access('placeholders.values'),
      schema: {
        tags,
        summary: "A placeholder's value in every country of the tenant, Global first",
        querystring: ZPlaceholderValuesQuery,
        response: { 200: ZValueList },
      },
    },
    async (request) => listValues(db, tenantOf(request), request.query.placeholderId),
  );

  app.get(
    '/Placeholders/values/:country',
    {
      onRequest: app.access('placeholders.values'),
      schema: {
        tags,
        summary: "A placeholder's value in one country",
        params: ZCountryCodeParams,
        querystring: ZPlaceholderValuesQuery,
        response: { 200: ZValueList },
      },
    },
    async (request) => listValues(db, tenantOf(request), request.query.placeholderId, request.params.country),
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

  app.get(
    '/Placeholders/:id/history',
    {
      onRequest: app.access('placeholders.history'),
      schema: {
        tags,
        summary: 'Every value version ever saved for the placeholder, newest first',
        params: ZPlaceholderIdParams,
        querystring: ZHistoryQuery,
        response: { 200: ZValueHistory },
      },
    },
    async (request) => placeholderHistory(db, tenantOf(request), request.params.id, request.query.countryId),
  );

  app.post(
    '/Placeholders/',
    {
      onRequest: app.access('placeholders.save'),
      schema: {
        tags,
        summary: 'Saves one value version or a list of them in one transaction (409 when stale)',
        body: ZPlaceholderSaveRequest,
        response: { 200: ZSavedList },
      },
    },
    async (request) => {
      const items = Array.isArray(request.body) ? request.body : [request.body];
      return saveValues(db, tenantOf(request), principalOf(request), items);
    },
  );

  app.post(
    '/Placeholders/history/:versionId/restore',
    {
      onRequest: app.access('placeholders.save'),
      schema: {
        tags,
        summary: 'Saves the value of a past version again, in force from now',
        params: ZVersionIdParams,
        response: { 200: ZSavedItem },
      },
    },
    async (request) => restoreValue(db, tenantOf(request), principalOf(request), request.params.versionId),
  );

  app.delete(
    '/Placeholders/:country',
    {
      onRequest: app.access('placeholders.delete'),
      schema: {
        tags,
        summary: "Removes a country's value; the country falls back to the global one",
        params: ZCountryCodeParams,
        querystring: ZRemovePlaceholderValueQuery,
        response: { 200: ZRemovedResult },
      },
    },
    async (request) =>
      removeValue(
        db,
        tenantOf(request),
        request.params.country,
        request.query.placeholderId,
        request.query.versionId,
      ),
  );
};
