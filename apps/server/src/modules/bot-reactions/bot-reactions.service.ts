import type {
  TBotReactionTypeView,
  TBotReactionValue,
} from '@askhr/shared/bot-reactions/bot-reactions.schemas';
import { hasReactionType } from '@askhr/shared/bot-reactions/bot-reactions.constants';
import { defaultTextsOf } from '@askhr/shared/bot-reactions/bot-reactions.defaults';
import type { TDb } from '../../db/client';
import { findActiveFeatures } from '../../auth/access.repository';
import type { TTenantContext } from '../../auth/guard';
import { valueItemsOf, type TItemCard } from '../versioned-values/value-items.service';
import { findBotReactionTypes, type TBotReactionTypeRow } from './bot-reactions.repository';

/** Reaction texts are the versioned values of kind botReaction, one item per reaction type. */
export const reactionValues = valueItemsOf<TBotReactionTypeRow>({
  kind: 'botReaction',
  find: async (db, customerId, ids) => {
    const features = await findActiveFeatures(db, customerId);
    return (await findBotReactionTypes(db, ids)).filter((type) => hasReactionType(type.id, features));
  },
  missing: (id) =>
    id === undefined ? 'This bot reaction does not exist.' : `Bot reaction ${id} does not exist.`,
});

const present = ({
  id,
  key,
  title,
  description,
  defaultText,
}: TBotReactionTypeRow): TBotReactionTypeView => ({
  id,
  key,
  title,
  description,
  defaultText,
  // what the bot says where the tenant has no text, to employees who write in those languages
  defaultTexts: defaultTextsOf(key),
});

/** The types the tenant has: some come with a feature (the escalation of Not helpful answers). */
export async function listReactionTypes(db: TDb, tenant: TTenantContext): Promise<TBotReactionTypeView[]> {
  return (await findBotReactionTypes(db))
    .filter((type) => hasReactionType(type.id, tenant.features))
    .map(present);
}

export async function getReactionType(db: TDb, tenant: TTenantContext, id: number) {
  return present(await reactionValues.itemOf(db, tenant.customerId, id));
}

/** Only a user holding edit-bot-reactions edits, and then where a role covers the country. */
const toValue =
  (tenant: TTenantContext) =>
  ({ itemId, editable, ...card }: TItemCard): TBotReactionValue => ({
    ...card,
    editable: editable && tenant.permissions.has('edit-bot-reactions'),
    botReactionId: itemId,
  });

/** One card per tenant country (Global first), or only `country`'s. */
export async function listReactionValues(
  db: TDb,
  tenant: TTenantContext,
  id: number,
  country?: string,
  now = new Date(),
): Promise<TBotReactionValue[]> {
  return (await reactionValues.list(db, tenant, id, country, now)).map(toValue(tenant));
}
