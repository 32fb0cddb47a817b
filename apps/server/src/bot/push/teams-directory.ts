import { TeamsInfo, type CloudAdapter, type ConversationReference } from 'botbuilder';
import type { TDb } from '../../db/client';
import { findTeamsInstalls } from '../channels/botframework/teams-installs';
import type { TTeamsAddress, TTeamsDirectory } from '../../modules/push/teams-address';

/** Members per roster page; Teams allows 50 to 500. */
const PAGE_SIZE = 500;

/**
 * Reads the rosters of the teams the bot was added to (GET /v3/conversations/{team}/pagedmembers
 * through the Bot Connector, page by page), once per send. A team whose roster cannot be read is
 * skipped: its members are then looked for in the other teams, else reported as without account.
 */
export function teamsDirectoryOf(
  db: TDb,
  customerId: number,
  adapter: CloudAdapter,
  appId: string,
  log: { error(obj: object, msg?: string): void },
): TTeamsDirectory {
  let members: Promise<Map<string, TTeamsAddress>> | undefined;
  async function readRosters() {
    const byEmail = new Map<string, TTeamsAddress>();
    for (const team of await findTeamsInstalls(db, customerId)) {
      const reference: Partial<ConversationReference> = {
        channelId: 'msteams',
        serviceUrl: team.serviceUrl,
        conversation: {
          id: team.teamId,
          isGroup: true,
          conversationType: 'channel',
          tenantId: team.channelTenantId ?? undefined,
          name: team.name ?? '',
        },
      };
      try {
        await adapter.continueConversationAsync(appId, reference, async (context) => {
          let token: string | undefined;
          do {
            const page = await TeamsInfo.getPagedTeamMembers(context, team.teamId, PAGE_SIZE, token);
            for (const member of page.members) {
              const email = (member.email || member.userPrincipalName)?.toLowerCase();
              if (!email?.includes('@') || byEmail.has(email)) continue;
              byEmail.set(email, {
                id: member.id,
                ...(member.aadObjectId ? { aadObjectId: member.aadObjectId } : {}),
                serviceUrl: team.serviceUrl,
                ...(team.channelTenantId ? { channelTenantId: team.channelTenantId } : {}),
              });
            }
            token = page.continuationToken || undefined;
          } while (token);
        });
      } catch (err) {
        log.error({ err, customerId, teamId: team.teamId }, 'push: a Teams roster could not be read');
      }
    }
    return byEmail;
  }
  return {
    members() {
      members ??= readRosters();
      return members;
    },
  };
}
