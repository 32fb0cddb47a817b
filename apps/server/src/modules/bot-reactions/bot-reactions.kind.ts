import { z } from 'zod';
import {
  ZBotReactionIdParams,
  ZBotReactionSaveRequest,
  ZBotReactionValue,
  ZRemoveBotReactionQuery,
} from '@askhr/shared/bot-reactions/bot-reactions.schemas';
import { ZCountryRef } from '@askhr/shared/countries/countries.schemas';
import { valueKind } from '../versioned-values/value-routes';
import { listReactionValues, reactionValues } from './bot-reactions.service';

/**
 * Bot reaction texts (spec 001 sections 2 and 7): the routes they share with every country-valued
 * kind. One route lists the texts in every country or, with `country`, in one.
 */
export const botReactionsKind = valueKind({
  store: reactionValues,
  card: ZBotReactionValue,
  cards: listReactionValues,
  list: {
    id: 'botReactions.values',
    params: ZBotReactionIdParams,
    querystring: z.object({ country: ZCountryRef.optional() }),
    target: ({ params, query }) => ({ itemId: params.id, country: query.country }),
  },
  history: { id: 'botReactions.history', params: ZBotReactionIdParams, itemId: (params) => params.id },
  save: {
    id: 'botReactions.save',
    body: ZBotReactionSaveRequest,
    itemId: (version) => version.botReactionId,
  },
  restore: { id: 'botReactions.restore' },
  remove: {
    id: 'botReactions.delete',
    querystring: ZRemoveBotReactionQuery,
    itemId: (query) => query.botReactionId,
  },
});
