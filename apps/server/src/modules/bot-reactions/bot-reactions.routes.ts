import { z } from 'zod';
import { ZBotReactionIdParams, ZBotReactionType } from '@askhr/shared/bot-reactions/bot-reactions.schemas';
import type { TDb } from '../../db/client';
import { tenantOf } from '../../auth/guard';
import { apiPlugin } from '../../auth/api-routes';
import { registerValueRoutes } from '../versioned-values/value-routes';
import { getReactionType, listReactionTypes } from './bot-reactions.service';
import { botReactionsKind } from './bot-reactions.kind';

/** Bot reaction types and their texts per country (spec 001 sections 2 and 7), with history. */
export const botReactionsRoutes = apiPlugin<{ db: TDb }>((route, { db }) => {
  route('botReactions.list', { response: z.array(ZBotReactionType) }, async (request) =>
    listReactionTypes(db, tenantOf(request)),
  );

  route('botReactions.get', { params: ZBotReactionIdParams, response: ZBotReactionType }, async (request) =>
    getReactionType(db, tenantOf(request), request.params.id),
  );

  registerValueRoutes(route, db, botReactionsKind);
});
