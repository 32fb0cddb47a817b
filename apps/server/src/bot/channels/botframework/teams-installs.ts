import type { Activity } from 'botbuilder';
import { and, eq } from 'drizzle-orm';
import type { TDb } from '../../../db/client';
import { teamsInstalls } from '../../../db/schema-push';
import { entraTenantOf } from './botframework-tenant';

/** The team a Teams activity comes from, as its channelData names it. */
function teamOf(activity: Partial<Activity>): { id: string; name?: string } | undefined {
  const team = (activity.channelData as { team?: { id?: unknown; name?: unknown } } | undefined)?.team;
  if (typeof team?.id !== 'string' || !team.id) return undefined;
  return { id: team.id, ...(typeof team.name === 'string' ? { name: team.name } : {}) };
}

/** A conversationUpdate of a Teams team (the bot added or removed, the team renamed or deleted...). */
export const isTeamEvent = (activity: Partial<Activity>) =>
  activity.channelId === 'msteams' && Boolean(teamOf(activity));

const eventOf = (activity: Partial<Activity>) =>
  (activity.channelData as { eventType?: unknown } | undefined)?.eventType;

/**
 * Keeps the teams the bot is a member of, from Teams' conversationUpdate events: the bot added to
 * a team (teamMemberAdded naming the bot), the team renamed, the bot removed (teamMemberRemoved
 * naming the bot) or the team deleted. Returns whether the activity was such an event.
 */
export async function trackTeamsInstall(db: TDb, customerId: number, activity: Partial<Activity>) {
  if (activity.channelId !== 'msteams' || activity.type !== 'conversationUpdate') return false;
  const team = teamOf(activity);
  const botId = activity.recipient?.id;
  if (!team || !botId) return false;
  const event = eventOf(activity);
  const isBot = (members: { id?: string }[] | undefined) => (members ?? []).some((m) => m.id === botId);
  const where = and(eq(teamsInstalls.customerId, customerId), eq(teamsInstalls.teamId, team.id));
  if ((event === 'teamMemberRemoved' && isBot(activity.membersRemoved)) || event === 'teamDeleted') {
    await db.delete(teamsInstalls).where(where);
    return true;
  }
  if ((event === 'teamMemberAdded' && isBot(activity.membersAdded)) || event === 'teamRenamed') {
    const values = {
      customerId,
      teamId: team.id,
      name: team.name ?? null,
      channelTenantId: entraTenantOf(activity) ?? null,
      serviceUrl: activity.serviceUrl!,
    };
    await db
      .insert(teamsInstalls)
      .values(values)
      .onConflictDoUpdate({
        target: [teamsInstalls.customerId, teamsInstalls.teamId],
        set: { name: values.name, serviceUrl: values.serviceUrl, channelTenantId: values.channelTenantId },
      });
    return true;
  }
  return false;
}

/** The teams of the tenant the bot is installed in. */
export async function findTeamsInstalls(db: TDb, customerId: number) {
  return db
    .select()
    .from(teamsInstalls)
    .where(eq(teamsInstalls.customerId, customerId))
    .orderBy(teamsInstalls.id);
}
