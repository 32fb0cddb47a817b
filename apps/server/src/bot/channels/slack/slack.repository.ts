import { and, eq } from 'drizzle-orm';
import type { TDb } from '../../../db/client';
import { customSettings } from '../../../db/schema';

/** Custom setting holding the Slack team (workspace) id a tenant's employees chat from. */
export const SLACK_TEAM_SETTING = 'SlackTeamId';
/** Custom setting holding the tenant's bot token (xoxb-...) for the Slack Web API. */
export const SLACK_TOKEN_SETTING = 'SlackBotToken';

/**
 * The tenant whose `SlackTeamId` setting is the given team, with its bot token. The lookup spans
 * tenants on purpose: the team id is the only tenant hint an incoming Slack event carries.
 */
export async function findSlackTenant(db: TDb, teamId: string) {
  const rows = await db
    .select({ customerId: customSettings.customerId })
    .from(customSettings)
    .where(and(eq(customSettings.key, SLACK_TEAM_SETTING), eq(customSettings.value, teamId)))
    .orderBy(customSettings.customerId)
    .limit(1);
  const customerId = rows[0]?.customerId;
  if (customerId === undefined) return undefined;
  const tokens = await db
    .select({ value: customSettings.value })
    .from(customSettings)
    .where(and(eq(customSettings.customerId, customerId), eq(customSettings.key, SLACK_TOKEN_SETTING)));
  return { customerId, botToken: tokens[0]?.value };
}

/** The tenant's Slack bot token, when it installed the Slack app. */
export async function findSlackToken(db: TDb, customerId: number) {
  const [row] = await db
    .select({ value: customSettings.value })
    .from(customSettings)
    .where(and(eq(customSettings.customerId, customerId), eq(customSettings.key, SLACK_TOKEN_SETTING)));
  return row?.value || undefined;
}
