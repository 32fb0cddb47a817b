import { BOT_ROLES } from '@askhr/shared/bot/bot.constants';
import { GLOBAL_COUNTRY_ID } from '@askhr/shared/countries/countries.constants';
import type { TDb } from '../../db/client';
import type { TBotUserRef } from '../conversation.types';
import { upsertBotUser, type TBotUserRow } from './bot-core.repository';

/** Who asks: the employee's country (one of the tenant's) and role type (1 manager, 2 team member). */
export interface TBotProfile {
  countryId: number;
  countryCode: string;
  roleId: 1 | 2;
}

/**
 * Records the bot user (first and last seen, email and name when the channel knows them) and works
 * out who is asking: country and role from the message when given, else the stored ones, else
 * Global and Team Member. A country code the tenant does not have counts as not given. A Test Bot
 * user has no stored profile: what the message does not give is Global and Team Member.
 */
export async function touchBotUser(
  db: TDb,
  user: TBotUserRef,
  tenantCountries: readonly { id: number; code: string }[],
  seenAt: Date,
): Promise<{ botUser: TBotUserRow; profile: TBotProfile }> {
  const given = user.countryCode
    ? tenantCountries.find((c) => c.code === user.countryCode!.toUpperCase())
    : undefined;
  // one statement: a new user starts at Global and Team Member unless the message says otherwise,
  // and a stored country or role is only replaced by a given one (see upsertBotUser)
  const countryId = given?.id ?? GLOBAL_COUNTRY_ID;
  const roleId = user.roleId ?? BOT_ROLES.teamMember;
  const botUser = await upsertBotUser(db, user.customerId, {
    channel: user.channel,
    channelUserId: user.channelUserId,
    email: user.email ?? null,
    name: user.name ?? null,
    countryId,
    roleId,
    seenAt,
    isProfileGiven: { country: Boolean(given), role: Boolean(user.roleId) },
    isTest: Boolean(user.isTest),
  });
  // a test is answered as chosen for it, whatever an earlier test stored; the tenant may have dropped
  // the stored country since: its employees then read Global
  const country =
    tenantCountries.find((c) => c.id === (user.isTest ? countryId : botUser.countryId)) ??
    tenantCountries.find((c) => c.id === GLOBAL_COUNTRY_ID)!;
  return {
    botUser,
    profile: {
      countryId: country.id,
      countryCode: country.code,
      roleId: (user.isTest ? roleId : botUser.roleId) === BOT_ROLES.peopleManager ? 1 : 2,
    },
  };
}
