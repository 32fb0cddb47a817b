import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZBotReactionIdParams,
  ZBotReactionSaveRequest,
  ZBotReactionType,
  ZBotReactionValue,
  ZRemoveBotReactionQuery,
} from '@askhr/shared/bot/bot-reactions.schemas';
import {
  ZCountryCodeParams,
  ZHistoryQuery,
  ZRemovedResult,
  ZSavedItem,
  ZSavedList,
  ZValueHistory,
  ZVersionIdParams,
} from '@askhr/shared/versioned-values/versioned-values.schemas';
import { ZCountryRef } from '@askhr/shared/countries/countries.schemas';
import type { TDb } from '../../db/client';
import { principalOf, tenantOf } from '../../auth/guard';
import {
  getReactionType,
  listReactionTypes,
  listReactionValues,
  reactionHistory,
  removeReactionValue,
  restoreReactionValue,
  saveReactionValues,
} from './bot-reactions.service';

const tags = ['BotReactions'];

/** Bot reaction types and their texts per country (spec 001 sections 2 and 7), with history. */
export const botReactionsRoutes: FastifyPluginAsync<{ db: TDb }> = async (plugin, { db }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/BotReactions/',
    {
      onRequest: app.access('botReactions.list'),
      schema: {
        tags,
        summary: "The tenant's bot reaction types, with their default texts",
        response: { 200: z.array(ZBotReactionType) },
      },
    },
    async (request) => listReactionTypes(db, tenantOf(request)),
  );

  app.get(
    '/BotReactions/:id',
    {
      onRequest: app.access('botReactions.get'),
      schema: {
        tags,
        summary: 'One bot reaction type',
        params: ZBotReactionIdParams,
        response: { 200: ZBotReactionType },
      },
    },
    async (request) => getReactionType(db, tenantOf(request), request.params.id),
  );

  app.get(
    '/BotReactions/:id/values',
    {
      onRequest: app.access('botReactions.values'),
      schema: {
        tags,
        summary: "A reaction's text in every country of the tenant (Global first), or in one",
        params: ZBotReactionIdParams,
        querystring: z.object({ country: ZCountryRef.optional() }),
        response: { 200: z.array(ZBotReactionValue) },
      },
    },
    async (request) => listReactionValues(db, tenantOf(request), request.params.id, request.query.country),
  );

  app.get(
    '/BotReactions/:id/history',
    {
      onRequest: app.access('botReactions.history'),
      schema: {
        tags,
        summary: 'Every text version ever saved for the reaction, newest first',
        params: ZBotReactionIdParams,
        querystring: ZHistoryQuery,
        response: { 200: ZValueHistory },
      },
    },
    async (request) => reactionHistory(db, tenantOf(request), request.params.id, request.query.countryId),
  );

  app.post(
    '/BotReactions/',
    {
      onRequest: app.access('botReactions.save'),
      schema: {
        tags,
        summary: 'Saves one text version or a list of them in one transaction (409 when stale)',
        body: ZBotReactionSaveRequest,
        response: { 200: ZSavedList },
      },
    },
    async (request) => {
      const items = Array.isArray(request.body) ? request.body : [request.body];
      return saveReactionValues(db, tenantOf(request), principalOf(request), items);
    },
  );

  app.post(
    '/BotReactions/history/:versionId/restore',
    {
      onRequest: app.access('botReactions.restore'),
      schema: {
        tags,
        summary: 'Saves the text of a past version again, in force from now',
        params: ZVersionIdParams,
        response: { 200: ZSavedItem },
      },
    },
    async (request) =>
      restoreReactionValue(db, tenantOf(request), principalOf(request), request.params.versionId),
  );

  app.delete(
    '/BotReactions/:country',
    {
      onRequest: app.access('botReactions.delete'),
      schema: {
        tags,
        summary: "Removes a country's text; the country falls back to the global one",
        params: ZCountryCodeParams,
        querystring: ZRemoveBotReactionQuery,
        response: { 200: ZRemovedResult },
      },
    },
    async (request) =>
      removeReactionValue(
        db,
        tenantOf(request),
        request.params.country,
        request.query.botReactionId,
        request.query.versionId,
      ),
  );
};
