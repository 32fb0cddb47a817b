import { z } from 'zod';
import {
  ZBotReactionIdParams,
  ZBotReactionSaveRequest,
  ZBotReactionValue,
  ZRemoveBotReactionQuery,
} from '@askhr/shared/bot/bot-reactions.schemas';
import { ZCountryRef } from '@askhr/shared/countries/countries.schemas';
import { valueKind } from '../versioned-values/value-routes';
import { listReactionValues, reactionValues } from './bot-reactions.service';

/**
 * Bot reaction texts (spec 001 sections 2 and 7): the routes they share with every country-valued
 * kind. One route lists the texts in every country or, with `country`, in one.
 */
export const botReactionsKind = valueKind({
  tag: 'BotReactions',
  store: reactionValues,
  card: ZBotReactionValue,
  cards: listReactionValues,
  list: {
    path: '/BotReactions/:id/values',
    access: 'botReactions.values',
    summary: "A reaction's text in every country of the tenant (Global first), or in one",
    params: ZBotReactionIdParams,
    querystring: z.object({ country: ZCountryRef.optional() }),
    target: ({ params, query }) => ({ itemId: params.id, country: query.country }),
  },
  history: {
    path: '/BotReactions/:id/history',
    access: 'botReactions.history',
    summary: 'Every text version ever saved for the reaction, newest first',
    params: ZBotReactionIdParams,
    itemId: (params) => params.id,
  },
  save: {
    path: '/BotReactions/',
    access: 'botReactions.save',
    summary: 'Saves one text version or a list of them in one transaction (409 when stale)',
    body: ZBotReactionSaveRequest,
    itemId: (version) => version.botReactionId,
  },
  restore: {
    path: '/BotReactions/history/:versionId/restore',
    access: 'botReactions.restore',
    summary: 'Saves the text of a past version again, in force from now',
  },
  remove: {
    path: '/BotReactions/:country',
    access: 'botReactions.delete',
    summary: "Removes a country's text; the country falls back to the global one",
    querystring: ZRemoveBotReactionQuery,
    itemId: (query) => query.botReactionId,
  },
});
