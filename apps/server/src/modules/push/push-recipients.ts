import {
  CHANNELS,
  COUNTRIES,
  GLOBAL_COUNTRY_ID,
  type TChannelId,
} from '@askhr/shared/countries/countries.constants';
import { PUSH_MESSAGES, RECIPIENT_SEARCH_MIN, WEB_CHAT_GROUP } from '@askhr/shared/push/push.constants';
import type { TRecipientGroup } from '@askhr/shared/push/push.schemas';
import type { TDb } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { countBotUsers, findChannelBindings } from './push.repository';
import { slackWorkspaces } from '../it-admin/slack-workspaces.service';

/** Channels a push can go through: the Emulator is a developer's tool, not an employee channel. */
const PUSH_CHANNELS: readonly TChannelId[] = ['slack', 'msteams', 'directline'];
/**
 * The custom setting that binds a company to its Teams (Entra) tenant, the key the Bot Framework
 * channel looks companies up by; Slack workspaces have their own table (IT Admin).
 */
const BINDING: Partial<Record<TChannelId, string>> = { msteams: 'TeamsTenantId' };

const labelOf = (channel: TChannelId) => CHANNELS.find((c) => c.id === channel)!.label;

/**
 * The channels of the tenant: Slack and Teams once a workspace or an Entra tenant is bound or an
 * employee came from there, Web Chat always (every tenant has it).
 */
export async function pushChannels(db: TDb, customerId: number) {
  const [bindings, counts, workspaces] = await Promise.all([
    findChannelBindings(db, customerId, Object.values(BINDING)),
    countBotUsers(db, customerId),
    slackWorkspaces(db, customerId),
  ]);
  // the first installed workspace names the Slack channel; its groups reach every workspace
  const bound = new Map(bindings.settings);
  if (workspaces[0]) bound.set('slack', workspaces[0].teamId);
  const bindingOf = (id: TChannelId) => (id === 'slack' ? bound.get('slack') : bound.get(BINDING[id] ?? ''));
  return PUSH_CHANNELS.filter(
    (id) => id === 'directline' || Boolean(bindingOf(id)) || counts.some((row) => row.channel === id),
  ).map((id) => ({
    id,
    name: labelOf(id),
    channelTenantId: bindingOf(id) ?? null,
    channelTenantName: bindings.name || null,
    counts: counts.filter((row) => row.channel === id),
  }));
}

/**
 * Recipient ids of the groups: `all-<channel>` for everyone the bot knows on a channel,
 * `all-<channel>-<country code>` for those of one country. The sender reads them back with
 * groupOf.
 */
export function groupOf(recipientId: string): { channelId: TChannelId; countryId?: number } | undefined {
  const match = /^all-([a-z]+)(?:-([A-Z]{2,3}))?$/.exec(recipientId);
  const channelId = PUSH_CHANNELS.find((id) => id === match?.[1]);
  if (!match || !channelId) return undefined;
  if (!match[2]) return { channelId };
  const country = COUNTRIES.find((c) => c.code === match[2]);
  return country ? { channelId, countryId: country.id } : undefined;
}

/** The groups the wizard offers, those whose name contains `search` (3 characters at least) when given. */
export async function recipientGroups(db: TDb, customerId: number, search?: string) {
  if (search !== undefined && search.length > 0 && search.length < RECIPIENT_SEARCH_MIN)
    throw badRequest(PUSH_MESSAGES.searchTooShort, { search: [PUSH_MESSAGES.searchTooShort] });
  const groups: TRecipientGroup[] = [];
  for (const { counts, id, name, channelTenantId, channelTenantName } of await pushChannels(db, customerId)) {
    const base = { type: 'group' as const, channelId: id, channelTenantId, channelTenantName };
    const members = counts.reduce((sum, row) => sum + row.n, 0);
    groups.push(
      id === 'directline'
        ? { ...base, ...WEB_CHAT_GROUP, members }
        : { ...base, name: `All ${name} users`, recipientId: `all-${id}`, members },
    );
    for (const row of counts) {
      const country = COUNTRIES.find((c) => c.id === row.countryId);
      if (!country || country.id === GLOBAL_COUNTRY_ID) continue;
      const recipientId = `all-${id}-${country.code}`;
      groups.push({ ...base, name: `${name} users in ${country.name}`, recipientId, members: row.n });
    }
  }
  const needle = search?.toLowerCase();
  return needle ? groups.filter((group) => group.name.toLowerCase().includes(needle)) : groups;
}
