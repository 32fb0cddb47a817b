import type { TDb } from '../../db/client';
import { findAllowedLists } from './allowed-lists.repository';

/** The key of a chat channel's allowed list: one per Slack workspace, one for Teams, one for Web Chat. */
export function channelKeyOf(channel: string, slackTeamId?: string) {
  return channel === 'slack' ? `slack:${slackTeamId ?? ''}` : channel;
}

/**
 * Who push delivery may reach on each channel of the tenant: `isAllowed` is false only for an
 * employee missing from a list that is switched on (a channel without a list, or with it off, lets
 * everyone through; so does the Emulator, which has none).
 */
export async function allowedRecipientsOf(db: TDb, customerId: number) {
  const lists = new Map(
    (await findAllowedLists(db, customerId))
      .filter((list) => list.onlyAllowedRecipients)
      .map((list) => [list.channelKey, new Set(list.allowedRecipients)]),
  );
  return {
    isAllowed(channelKey: string, channelUserId: string | null) {
      const list = lists.get(channelKey);
      return !list || (channelUserId !== null && list.has(channelUserId));
    },
  };
}
