import type { TDb } from '../../db/client';
import {
  adoptLegacyWorkspace,
  findLegacySlackSettings,
  LEGACY_TEAM_SETTING,
} from './slack-legacy.repository';
import { slackTokenBox } from './slack-tokens';

/**
 * Moves the old SlackTeamId / SlackBotToken settings into slack_workspaces, the token sealed, and
 * deletes them, in one transaction. It runs when the server starts, after the migrations: the
 * sealing key lives outside SQL (configuration or server_secrets), so a SQL migration could only
 * have copied the token in clear. A tenant with a token but no team id keeps its settings (there is
 * no workspace to name) and is reported back. Safe to run again.
 */
export async function adoptLegacySlackSettings(db: TDb, configuredKey?: string) {
  const rows = await findLegacySlackSettings(db);
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
      await adoptLegacyWorkspace(tx, customerId, team!, box.seal(token!));
    }
  });
  const withoutTeam = [...byTenant].filter(([, e]) => e.token && !e.team).map(([id]) => id);
  return { adopted: complete.length, withoutTeam };
}
