import { and, eq, inArray } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { customSettings } from '../../db/schema';
import { slackWorkspaces } from '../../db/schema-it-admin';

/** Custom settings that bound a tenant to one Slack workspace before slack_workspaces existed. */
export const LEGACY_TEAM_SETTING = 'SlackTeamId';
const LEGACY_TOKEN_SETTING = 'SlackBotToken';
const LEGACY_SETTINGS = [LEGACY_TEAM_SETTING, LEGACY_TOKEN_SETTING];

/** The legacy Slack settings of every tenant (across tenants on purpose: it runs at start). */
export async function findLegacySlackSettings(db: TDb) {
  return db.select().from(customSettings).where(inArray(customSettings.key, LEGACY_SETTINGS));
}

/** Adds the tenant's workspace (one already there stays as it is) and deletes its legacy settings. */
export async function adoptLegacyWorkspace(
  db: TDb,
  customerId: number,
  teamId: string,
  botTokenSealed: string,
) {
  await db
    .insert(slackWorkspaces)
    .values({ customerId, teamId, teamName: teamId, botTokenSealed })
    .onConflictDoNothing();
  await db
    .delete(customSettings)
    .where(and(eq(customSettings.customerId, customerId), inArray(customSettings.key, LEGACY_SETTINGS)));
}
