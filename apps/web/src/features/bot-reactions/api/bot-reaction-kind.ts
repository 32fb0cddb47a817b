import type { z } from 'zod';
import {
  ZBotReactionValue,
  type TBotReactionValue,
  type ZBotReactionSave,
} from '@askhr/shared/bot-reactions/bot-reactions.schemas';
import type { TValueCard } from '@askhr/shared/versioned-values/versioned-values.schemas';
import type { TValueKind } from '../../../components/versioned-values/value-kind';

type TBotReactionSaveInput = z.input<typeof ZBotReactionSave>;

const asCountryValue = ({ botReactionId: _botReactionId, ...rest }: TBotReactionValue): TValueCard => rest;

/** Bot reaction texts as a country-valued kind: one text per reaction type and country. */
export const botReactionKind: TValueKind<TBotReactionValue, TBotReactionSaveInput> = {
  keyRoot: 'botReactionValues',
  itemSegment: 'reaction',
  basePath: '/api/BotReactions',
  itemParam: 'botReactionId',
  valuesRequest: (id) => ({ path: `/api/BotReactions/${id}/values` }),
  value: ZBotReactionValue,
  toCard: asCountryValue,
  toSaveItem: (botReactionId, countryId, version) => ({ ...version, botReactionId, countryId }),
  // the texts feed the per-reaction cards and histories
  refreshes: { save: ['all'], remove: ['all'], restore: ['all'] },
  valuesErrorAction: 'LOAD_BOT_REACTIONS_VALUES',
};
