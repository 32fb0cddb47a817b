import type { TWebChatConfig, TWebChatConfigQuery } from '@askhr/shared/webchat/webchat.schemas';
import type { TPrincipal, TTenantContext } from '../../auth/guard';
import type { TDb } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { findTenantCountryCodes } from './webchat.repository';

/** What a Test Bot token binds: the tenant, the member's bot user and the "test as" values. */
export interface TTestBotClaims {
  customerId: number;
  botUserId: string;
  name?: string;
  countryCode?: string;
  roleId?: 1 | 2;
  asOf?: string;
  isTest: true;
}

/** Issues the Direct Line tokens the Test Bot talks with (the channel's issuer fits it). */
export interface TTestBotTokens {
  issue(claims: TTestBotClaims): Promise<{ token: string }>;
}

/** The bot user of a portal member: the same member always talks as the same bot user. */
export const botUserIdOf = (customerUserId: number) => `portal-${customerUserId}`;

/**
 * A Direct Line token for the Test Bot, bound to the tenant and the member, with the "test as"
 * values: a country or role not given is Global or Team Member, never one of an earlier test.
 */
export async function createWebChatConfig(
  db: TDb,
  tokens: TTestBotTokens,
  principal: TPrincipal,
  tenant: TTenantContext,
  query: TWebChatConfigQuery,
): Promise<TWebChatConfig> {
  if (query.countryCode) {
    const codes = await findTenantCountryCodes(db, tenant.customerId);
    if (!codes.includes(query.countryCode))
      throw badRequest('This country is not one of the tenant’s countries.', {
        countryCode: ['Not a country of this tenant'],
      });
  }
  const botUserID = botUserIdOf(tenant.customerUserId);
  const { token } = await tokens.issue({
    customerId: tenant.customerId,
    botUserId: botUserID,
    name: principal.name || principal.email,
    countryCode: query.countryCode,
    roleId: query.roleId,
    asOf: query.date ? new Date(query.date).toISOString() : undefined,
    // only this route issues Direct Line tokens today; a public web chat's tokens would not be tests
    isTest: true,
  });
  return { token, botUserID };
}
