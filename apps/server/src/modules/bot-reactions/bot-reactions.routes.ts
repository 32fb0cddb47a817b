import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZBotReactionIdParams, ZBotReactionType } from '@askhr/shared/bot/bot-reactions.schemas';
import type { TDb } from '../../db/client';
import { tenantOf } from '../../auth/guard';
import { registerValueRoutes } from '../versioned-values/value-routes';
import { getReactionType, listReactionTypes } from './bot-reactions.service';
import { botReactionsKind } from './bot-reactions.kind';

const tags = [botReactionsKind.tag];

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

  registerValueRoutes(plugin, db, botReactionsKind);
};
