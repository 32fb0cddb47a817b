import { WebClient } from '@slack/web-api';
import { DELIVERY_ERRORS } from '@askhr/shared/push/push.constants';
import type { TBotReply } from '../conversation.types';
import { toSlackMessage } from '../channels/slack/slack-messages';
import { replyToActivity } from '../channels/directline/directline-conversation';
import { createPgActivityStore, type TPgActivityStore } from '../channels/directline/pg-activity-store';
import { findWebChatConversation } from './push-conversations.repository';
import type { TTeamsDirectory } from '../../modules/push/teams-address';
import { slackErrorState } from '../../modules/push/push-send-errors';
import type { TPushSenders } from '../../modules/push/push-send';
import type { TTeamsSender } from './teams-sender';
import {
  SENT,
  type TSenderDeps,
  type TSendOutcome,
  type TSendTarget,
} from '../../modules/push/push-send-outcome';
import { slackInstallsOf } from '../../modules/it-admin/slack-tokens';
import { slackWorkspacesOfSend, type TWorkspaceClient } from './push-slack';
import { withSlackRetry } from './slack-retry';

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
      await withSlackRetry(() => client.chat.postMessage({ channel: target.channelUserId!, ...message }));
      return SENT;
    } catch (err) {
      return slackErrorState(err);
    }
  }

  /** Web Chat: appended to the employee's open conversation, as the bot's replies are. */
  async function webChat(target: TSendTarget, reply: TBotReply): Promise<TSendOutcome> {
    const conversationId = await findWebChatConversation(db, target.customerId, target.channelUserId!);
    if (!conversationId) return { state: 'notInstalled', error: DELIVERY_ERRORS.noConversation };
    store ??= createPgActivityStore({ db, notifications: deps.notifications, log: deps.log });
    const claims = { customerId: target.customerId, botUserId: target.channelUserId! };
    await store.append(conversationId, replyToActivity(reply, claims, ''));
    return SENT;
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
    async close() {
      await store?.close();
    },
  };
}
