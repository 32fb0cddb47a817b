import type { WebClient } from '@slack/web-api';
import type { TDb } from '../../db/client';
import type { TSlackDirectory } from '../../modules/push/push-resolve';
import { findConversationRef } from './push-conversations.repository';
import { slackDirectoryOf } from './slack-directory';

export interface TWorkspaceClient {
  teamId: string;
  client: WebClient;
}

/**
 * The tenant's Slack workspaces as one send sees them: one directory over all of them (an address
 * is looked for in each, first installed first) and, per employee, the workspace to post through.
 */
export function slackWorkspacesOfSend(db: TDb, customerId: number, workspaces: TWorkspaceClient[]) {
  // where this run found each address; an address found before a restart falls back as below
  const foundIn = new Map<string, string>();
  const directories = workspaces.map((w) => ({ teamId: w.teamId, directory: slackDirectoryOf(w.client) }));
  const directory: TSlackDirectory | undefined =
    directories.length === 0
      ? undefined
      : {
          async lookup(email) {
            for (const { teamId, directory } of directories) {
              const id = await directory.lookup(email);
              if (id) return remember(id, teamId);
            }
            return undefined;
          },
          async members() {
            const all = new Map<string, string>();
            for (const { teamId, directory } of directories)
              for (const [email, id] of await directory.members())
                if (!all.has(email)) all.set(email, remember(id, teamId));
            return all;
          },
        };
  function remember(slackUserId: string, teamId: string) {
    foundIn.set(slackUserId, teamId);
    return slackUserId;
  }
  return {
    directory,
    /**
     * The workspace of an employee: the one the bot last talked with them in, else the one their
     * address was found in, else the first installed (a tenant with one workspace needs no more).
     */
    async workspaceOf(botUserId: number | null, slackUserId: string | null) {
      const ref = botUserId ? await findConversationRef(db, customerId, botUserId) : undefined;
      const teamId =
        (typeof ref?.teamId === 'string' ? ref.teamId : undefined) ??
        (slackUserId ? foundIn.get(slackUserId) : undefined);
      return workspaces.find((w) => w.teamId === teamId) ?? workspaces[0];
    },
  };
}
