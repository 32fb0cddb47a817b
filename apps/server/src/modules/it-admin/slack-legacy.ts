import { and, eq, inArray } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { customSettings } from '../../db/schema';
import { slackWorkspaces } from '../../db/schema-it-admin';
import { slackTokenBox } from './slack-tokens';

/** Custom settings that bound a tenant to one Slack workspace before slack_workspaces existed. */
export const LEGACY_TEAM_SETTING = 'SlackTeamId';
export const LEGACY_TOKEN_SETTING = 'SlackBotToken';

/**
 * Moves the old SlackTeamId / SlackBotToken settings into slack_workspaces, the token sealed, and
 * deletes them, in one transaction. It runs when the server starts, after the migrations: the
 * sealing key lives outside SQL (configuration or server_secrets), so a SQL migration could only
 * have copied the token in clear. A tenant with a token but no team id keeps its settings (there is
 * no workspace to name) and is reported back. Safe to run again.
 */
export async function adoptLegacySlackSettings(db: TDb, configuredKey?: string) {
  const rows = await db
    .select()
    .from(customSettings)
    .where(inArray(customSettings.key, [LEGACY_TEAM_SETTING, LEGACY_TOKEN_SETTING]));
  if (rows.length === 0) return { adopted: 0, withoutTeam: [] as number[] };
  const box = await slackTokenBox(db, configuredKey);
  const byTenant = new Map<number, { team?: string; token?: string }>();
  for (const row of rows) {
    const entry = byTenant.get(row.customerId) ?? {};
    if (row.key === LEGACY_TEAM_SETTING) entry.team = row.value.trim();
    else entry.token = row.value.trim();
    byTenant.set(row.customerId, entry);
  }
  const complete = [...byTenant].filter(([, e]) => e.team && e.token);
  await db.transaction(async (tx) => {
    for (const [customerId, { team, token }] of complete) {
      await tx
        .insert(slackWorkspaces)
        .values({ customerId, teamId: team!, teamName: team!, botTokenSealed: box.seal(token!) })
        .onConflictDoNothing();
      await tx
        .delete(customSettings)
        .where(
          and(
            eq(customSettings.customerId, customerId),
            inArray(customSettings.key, [LEGACY_TEAM_SETTING, LEGACY_TOKEN_SETTING]),
          ),
        );
    }
  });
  const withoutTeam = [...byTenant].filter(([, e]) => e.token && !e.team).map(([id]) => id);
  return { adopted: complete.length, withoutTeam };
}
