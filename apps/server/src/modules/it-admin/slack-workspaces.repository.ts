import { and, asc, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { slackWorkspaces } from '../../db/schema-it-admin';

export type TSlackWorkspaceRow = typeof slackWorkspaces.$inferSelect;

/** The tenant's workspaces, first installed first. */
export async function findWorkspaces(db: TDb, customerId: number) {
  return db
    .select()
    .from(slackWorkspaces)
    .where(eq(slackWorkspaces.customerId, customerId))
    .orderBy(asc(slackWorkspaces.installedAt), asc(slackWorkspaces.id));
}

/**
 * The workspace rows of a Slack team, across tenants on purpose: the team id is the only tenant
 * hint an incoming Slack event carries. The first tenant that installed it answers.
 */
export async function findWorkspacesOfTeam(db: TDb, teamId: string) {
  return db
    .select()
    .from(slackWorkspaces)
    .where(eq(slackWorkspaces.teamId, teamId))
    .orderBy(asc(slackWorkspaces.installedAt), asc(slackWorkspaces.id))
    .limit(1);
}

/** Installs or re-installs (a new token, name and bot user) a workspace for the tenant. */
export async function upsertWorkspace(
  db: TDb,
  customerId: number,
  values: Omit<typeof slackWorkspaces.$inferInsert, 'id' | 'customerId' | 'installedAt'>,
) {
  const [row] = await db
    .insert(slackWorkspaces)
    .values({ ...values, customerId })
    .onConflictDoUpdate({
      target: [slackWorkspaces.customerId, slackWorkspaces.teamId],
      set: {
        teamName: values.teamName,
        botUserId: values.botUserId,
        botTokenSealed: values.botTokenSealed,
        installedBy: values.installedBy,
      },
    })
    .returning();
  return row!;
}

export async function findWorkspace(db: TDb, customerId: number, teamId: string) {
  const [row] = await db
    .select()
    .from(slackWorkspaces)
    .where(and(eq(slackWorkspaces.customerId, customerId), eq(slackWorkspaces.teamId, teamId)));
  return row;
}
