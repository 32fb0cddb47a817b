import type { WebClient } from '@slack/web-api';
import type { TSlackDirectory } from '../../modules/push/push-resolve';
import { withSlackRetry } from './slack-retry';

/** users.list page size Slack recommends. */
const PAGE_SIZE = 200;

/**
 * The tenant's Slack workspace as the e-mail resolution reads it: users.lookupByEmail one address
 * at a time (Tier 3, about 50 a minute), or users.list page by page (Tier 2, 200 members a page,
 * e-mails with the users:read.email scope), read once per send however many lists ask. A 429 is
 * waited out on both.
 */
export function slackDirectoryOf(client: WebClient): TSlackDirectory {
  let members: Promise<Map<string, string>> | undefined;
  async function listMembers() {
    const byEmail = new Map<string, string>();
    let cursor: string | undefined;
    do {
      const page = await withSlackRetry(() => client.users.list({ limit: PAGE_SIZE, cursor }));
      for (const member of page.members ?? []) {
        const email = member.profile?.email?.toLowerCase();
        if (email && member.id && !member.deleted && !member.is_bot) byEmail.set(email, member.id);
      }
      cursor = page.response_metadata?.next_cursor || undefined;
    } while (cursor);
    return byEmail;
  }
  return {
    async lookup(email) {
      try {
        const found = await withSlackRetry(() => client.users.lookupByEmail({ email }));
        return found.user?.id;
      } catch (err) {
        if ((err as { data?: { error?: string } }).data?.error === 'users_not_found') return undefined;
        throw err;
      }
    },
    members() {
      members ??= listMembers();
      return members;
    },
  };
}
