import { BOT_ROLES } from '@askhr/shared/bot/bot.constants';
import { GLOBAL_COUNTRY_ID } from '@askhr/shared/countries/countries.constants';
import { LRUCache } from 'lru-cache';
import type { TDb } from '../../db/client';
import type { TBotUserRef } from '../conversation.types';
import { upsertBotUser, type TBotUserRow } from './bot-core.repository';

/** Who asks: the employee's country (one of the tenant's) and role type (1 manager, 2 team member). */
export interface TBotProfile {
  countryId: number;
  countryCode: string;
  roleId: 1 | 2;
}

type TTenantCountries = readonly { id: number; code: string }[];

/** A bot user's upsert stands this long for the messages that follow with the same details. */
const TOUCH_STANDS_MS = 60_000;
const TOUCHED_USERS = 10_000;

/**
 * Records the bot user (first and last seen, email and name when the channel knows them) and works
 * out who is asking: country and role from the message when given, else the stored ones, else
 * Global and Team Member. A country code the tenant does not have counts as not given. A Test Bot
 * user has no stored profile: what the message does not give is Global and Team Member.
 *
 * The upsert runs again only when what the message says of its user changes or a minute has passed,
 * so that most messages of a conversation run no statement for it: last seen is kept to the minute,
 * and a stored country or role another process wrote meanwhile is read within that minute.
 */
export function createBotUserToucher(db: TDb) {
  const touched = new LRUCache<string, { said: string; at: number; row: TBotUserRow }>({
    max: TOUCHED_USERS,
  });

  return async function touchBotUser(
    user: TBotUserRef,
    tenantCountries: TTenantCountries,
    seenAt: Date,
  ): Promise<{ botUser: TBotUserRow; profile: TBotProfile }> {
    const given = user.countryCode
      ? tenantCountries.find((c) => c.code === user.countryCode!.toUpperCase())
      : undefined;
    // one statement: a new user starts at Global and Team Member unless the message says otherwise,
    // and a stored country or role is only replaced by a given one (see upsertBotUser)
    const values = {
      channel: user.channel,
      channelUserId: user.channelUserId,
      email: user.email ?? null,
      name: user.name ?? null,
      countryId: given?.id ?? GLOBAL_COUNTRY_ID,
      roleId: user.roleId ?? BOT_ROLES.teamMember,
      isProfileGiven: { country: Boolean(given), role: Boolean(user.roleId) },
      isTest: Boolean(user.isTest),
    };
    const key = `${user.customerId}\u0000${user.channel}\u0000${user.channelUserId}`;
    const said = JSON.stringify(values);
    const last = touched.get(key);
    const fresh = last && last.said === said && Math.abs(seenAt.getTime() - last.at) < TOUCH_STANDS_MS;
    const botUser = fresh ? last.row : await upsertBotUser(db, user.customerId, { ...values, seenAt });
    if (!fresh) touched.set(key, { said, at: seenAt.getTime(), row: botUser });
    return { botUser, profile: profileOf(user, botUser, values, tenantCountries) };
  };
}

/**
 * A test is answered as chosen for it, whatever an earlier test stored; the tenant may have dropped
 * the stored country since: its employees then read Global.
 */
function profileOf(
  user: TBotUserRef,
  botUser: TBotUserRow,
  chosen: { countryId: number; roleId: number },
  tenantCountries: TTenantCountries,
): TBotProfile {
  const country =
    tenantCountries.find((c) => c.id === (user.isTest ? chosen.countryId : botUser.countryId)) ??
    tenantCountries.find((c) => c.id === GLOBAL_COUNTRY_ID)!;
  return {
    countryId: country.id,
    countryCode: country.code,
    roleId: (user.isTest ? chosen.roleId : botUser.roleId) === BOT_ROLES.peopleManager ? 1 : 2,
  };
}
