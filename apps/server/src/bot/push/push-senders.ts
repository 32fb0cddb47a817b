import { WebClient } from '@slack/web-api';
import { DELIVERY_ERRORS } from '@askhr/shared/push/push.constants';
import type { TBotReply } from '../conversation.types';
import { toSlackMessage } from '../channels/slack/slack-messages';
import { replyToActivity } from '../channels/directline/directline-conversation';
import { createPgActivityStore, type TPgActivityStore } from '../channels/directline/pg-activity-store';
import {
  findConversationRef,
  findWebChatConversation,
  hasPushActivity,
} from './push-conversations.repository';
import type { TTeamsDirectory } from '../../modules/push/teams-address';
import { slackErrorState } from '../../modules/push/push-send-errors';
import type { TPushSenders } from '../../modules/push/push-send';
import type { TTeamsSender } from './teams-sender';
import {
  SENT,
  type TDeliveryCheck,
  type TSenderDeps,
  type TSendOutcome,
  type TSendTarget,
} from '../../modules/push/push-send-outcome';
import { slackInstallsOf } from '../../modules/it-admin/slack-tokens';
import { slackWorkspacesOfSend, type TWorkspaceClient } from './push-slack';
import { withSlackRetry } from './slack-retry';

/** The `event_type` of a push's Slack message metadata; its payload carries the row's send mark. */
export const SLACK_PUSH_EVENT = 'askhr_push';
/** Direct messages read back when looking for a cut-off post: more than that cannot be told apart. */
const SLACK_HISTORY_LIMIT = 100;
/** Slack's clock and ours may differ: the history is read from a little before the row was made. */
const SLACK_CLOCK_MARGIN_MS = 5 * 60_000;

/** Sends one push to one employee on the channel it came from, through each channel's own client. */
export function createPushSenders(
  deps: TSenderDeps,
): TPushSenders<TWorkspaceClient> & { close(): Promise<void> } {
  const { db, config } = deps;
  let store: TPgActivityStore | undefined;
  let teamsSender: Promise<TTeamsSender> | undefined;
  const teams = () => (teamsSender ??= import('./teams-sender').then((m) => m.createTeamsSender(deps)));

  /** Slack: a direct message to the user id, posted once Slack accepts it. */
  async function slack(client: WebClient, target: TSendTarget, reply: TBotReply): Promise<TSendOutcome> {
    try {
      const message = toSlackMessage(reply);
      const metadata = target.mark
        ? { metadata: { event_type: SLACK_PUSH_EVENT, event_payload: { mark: target.mark } } }
        : {};
      await withSlackRetry(() =>
        client.chat.postMessage({ channel: target.channelUserId!, ...message, ...metadata }),
      );
      return SENT;
    } catch (err) {
      return slackErrorState(err);
    }
  }

  /** Web Chat: appended to the employee's open conversation, as the bot's replies are. */
  async function webChat(target: TSendTarget, reply: TBotReply): Promise<TSendOutcome> {
    const conversationId = await findWebChatConversation(db, target.customerId, target.channelUserId!);
    if (!conversationId) return { state: 'notInstalled', error: DELIVERY_ERRORS.noConversation };
    store ??= createPgActivityStore({
      db,
      notifications: deps.notifications,
      log: deps.log,
      outage: deps.outage,
    });
    const claims = { customerId: target.customerId, botUserId: target.channelUserId! };
    const activity = replyToActivity(reply, claims, '');
    await store.append(conversationId, {
      ...activity,
      ...(target.mark ? { channelData: { pushMark: target.mark } } : {}),
    });
    return SENT;
  }

  /**
   * Web Chat: the append is one statement, so the activity carrying the send mark is in one of the
   * employee's conversations, or it was never stored.
   */
  async function webChatCheck(target: TSendTarget): Promise<TDeliveryCheck> {
    const isStored = await hasPushActivity(db, target.customerId, target.channelUserId!, target.mark!);
    return isStored ? 'sent' : 'absent';
  }

  /**
   * Slack: the direct messages since the row was made, with their metadata. Absent only when Slack
   * answered with all of them (no more pages) and none carries the send mark.
   */
  async function slackCheck(client: WebClient, target: TSendTarget, since: Date): Promise<TDeliveryCheck> {
    const channel = await directChannelOf(client, target);
    const oldest = String(Math.floor((since.getTime() - SLACK_CLOCK_MARGIN_MS) / 1000));
    const history = await withSlackRetry(
      () =>
        client.conversations.history({
          channel,
          oldest,
          limit: SLACK_HISTORY_LIMIT,
          include_all_metadata: true,
        }),
      2,
    );
    const isOurs = (m: { metadata?: { event_type?: string; event_payload?: Record<string, unknown> } }) =>
      m.metadata?.event_type === SLACK_PUSH_EVENT && m.metadata.event_payload?.mark === target.mark;
    if (history.messages?.some(isOurs)) return 'sent';
    return history.has_more ? 'unknown' : 'absent';
  }

  /**
   * The employee's direct-message channel with the bot: the one they last wrote in when it is one
   * (a D… id), else opened by user id (which needs the im:write scope; without it, an error).
   */
  async function directChannelOf(client: WebClient, target: TSendTarget) {
    const ref = target.botUserId
      ? await findConversationRef(db, target.customerId, target.botUserId)
      : undefined;
    if (typeof ref?.channel === 'string' && ref.channel.startsWith('D')) return ref.channel;
    const opened = await withSlackRetry(() => client.conversations.open({ users: target.channelUserId! }), 2);
    if (!opened.channel?.id) throw new Error('Slack opened no direct-message channel');
    return opened.channel.id;
  }

  return {
    /** The rosters of the tenant's Teams teams, for the e-mails of CSV lists; read on the first call. */
    teamsDirectory(customerId: number): TTeamsDirectory {
      let directory: Promise<TTeamsDirectory> | undefined;
      return {
        async members() {
          directory ??= teams().then((sender) => sender.directory(customerId));
          return (await directory).members();
        },
      };
    },
    /** A client per Slack workspace of the tenant (its own bot token), for lookups and messages. */
    async slackOfSend(customerId: number) {
      const installs = await slackInstallsOf(db, customerId, config.dataEncryptionKey);
      const workspaces = installs.map(({ teamId, botToken }) => ({
        teamId,
        // a 429 comes back to withSlackRetry; nothing else is retried, for a post that timed out
        // may have been delivered
        client: new WebClient(botToken, {
          slackApiUrl: config.slack.apiUrl,
          rejectRateLimitedCalls: true,
          retryConfig: { retries: 0 },
        }),
      }));
      return slackWorkspacesOfSend(db, customerId, workspaces);
    },
    async send(target: TSendTarget, reply: TBotReply, workspace?: TWorkspaceClient): Promise<TSendOutcome> {
      if (!target.channelUserId && target.channel !== 'msteams' && target.channel !== 'emulator')
        return { state: 'notInstalled', error: DELIVERY_ERRORS.noAccount };
      if (target.channel === 'slack')
        return workspace
          ? slack(workspace.client, target, reply)
          : { state: 'failed', error: DELIVERY_ERRORS.noSlackToken };
      if (target.channel === 'msteams' || target.channel === 'emulator')
        return (await teams()).send(target, reply);
      if (target.channel === 'directline') return webChat(target, reply);
      return { state: 'failed', error: `No delivery through the ${target.channel} channel.` };
    },
    async confirm(target: TSendTarget, since: Date, workspace?: TWorkspaceClient): Promise<TDeliveryCheck> {
      const isTeams = target.channel === 'msteams' || target.channel === 'emulator';
      // send() calls no channel for a row without an address: nothing can have gone out
      if (!target.channelUserId && !isTeams) return 'absent';
      // taken before rows had marks: nothing to look for
      if (!target.mark) return 'unknown';
      if (target.channel === 'directline') return webChatCheck(target);
      if (target.channel === 'slack' && workspace) return slackCheck(workspace.client, target, since);
      // the Bot Framework connector cannot read a conversation back, and a Slack row whose
      // workspace is gone cannot be looked up: either may have gone out. send() calls no other channel.
      return isTeams || target.channel === 'slack' ? 'unknown' : 'absent';
    },
    async close() {
      await store?.close();
    },
  };
}
