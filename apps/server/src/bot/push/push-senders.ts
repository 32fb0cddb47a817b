import { WebClient } from '@slack/web-api';
import {
  CloudAdapter,
  ConfigurationBotFrameworkAuthentication,
  TurnContext,
  type ConversationReference,
} from 'botbuilder';
import { DELIVERY_ERRORS, type TDeliveryState } from '@askhr/shared/push/push.constants';
import type { TConfig } from '../../config';
import type { TDb } from '../../db/client';
import type { TNotifications } from '../../db/notifications';
import type { TBotReply } from '../conversation.types';
import { toSlackMessage } from '../channels/slack/slack-messages';
import { toActivity } from '../channels/botframework/botframework-messages';
import { replyToActivity } from '../channels/directline/directline-conversation';
import { createPgActivityStore, type TPgActivityStore } from '../channels/directline/pg-activity-store';
import {
  findConversationRef,
  findWebChatConversation,
  saveConversationRef,
} from './push-conversations.repository';
import { parseTeamsAddress, type TTeamsAddress } from '../../modules/push/teams-address';
import { teamsDirectoryOf } from './teams-directory';
import { slackErrorState, slackRetryAfter, teamsErrorState } from './push-send-errors';
import { slackInstallsOf } from '../../modules/it-admin/slack-tokens';

export interface TSendTarget {
  customerId: number;
  channel: string;
  botUserId: number | null;
  /** the channel's id of the employee (Slack user id, Direct Line user id) */
  channelUserId: string | null;
}

export interface TSendOutcome {
  state: Exclude<TDeliveryState, 'pending' | 'sending'>;
  error: string | null;
}

export interface TSenderDeps {
  db: TDb;
  config: TConfig;
  notifications: TNotifications;
  log: { error(obj: object, msg?: string): void };
  /** Teams throttling: how many times a 429 is waited out before the row fails */
  teamsRetries?: number;
}

const SENT: TSendOutcome = { state: 'sent', error: null };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Slack answered 429: the call was not done, so it is made again after the Retry-After it gave. */
export async function withSlackRetry<T>(call: () => Promise<T>, retries = 20): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (err) {
      const seconds = slackRetryAfter(err);
      if (seconds === undefined || attempt >= retries) throw err;
      await sleep(seconds * 1000);
    }
  }
}

/** Sends one push to one employee on the channel it came from, through each channel's own client. */
export function createPushSenders(deps: TSenderDeps) {
  const { db, config } = deps;
  let store: TPgActivityStore | undefined;
  const adapter = new CloudAdapter(
    new ConfigurationBotFrameworkAuthentication({
      MicrosoftAppId: config.teams.appId ?? '',
      MicrosoftAppPassword: config.teams.appPassword ?? '',
      MicrosoftAppType: 'MultiTenant',
    }),
  );

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

  const appId = config.teams.appId ?? '';

  /**
   * A member found in a team's roster who has no conversation with the bot yet: a one-to-one
   * conversation is created (POST /v3/conversations) and kept for the next push when the member is
   * a known bot user.
   */
  async function startConversation(target: TSendTarget, address: TTeamsAddress, reply: TBotReply) {
    const tenant = address.channelTenantId;
    await adapter.createConversationAsync(
      appId,
      'msteams',
      address.serviceUrl,
      '',
      {
        isGroup: false,
        bot: { id: appId, name: '' },
        members: [{ id: address.id, name: '' }],
        ...(tenant ? { tenantId: tenant, channelData: { tenant: { id: tenant } } } : {}),
      } as Parameters<CloudAdapter['createConversationAsync']>[4],
      async (context) => {
        await context.sendActivity(toActivity(reply));
        if (target.botUserId)
          await saveConversationRef(
            db,
            target.customerId,
            target.botUserId,
            TurnContext.getConversationReference(context.activity),
          );
      },
    );
  }

  /**
   * Teams and the Emulator: a proactive message to the conversation the bot last had with the user,
   * or a new one with a member of a team's roster.
   */
  async function teams(target: TSendTarget, reply: TBotReply): Promise<TSendOutcome> {
    const reference = target.botUserId
      ? await findConversationRef(db, target.customerId, target.botUserId)
      : undefined;
    const address = reference ? undefined : parseTeamsAddress(target.channelUserId);
    if (!reference && !address) return { state: 'notInstalled', error: DELIVERY_ERRORS.noConversation };
    for (let attempt = 0; ; attempt++) {
      try {
        if (address) await startConversation(target, address, reply);
        else
          await adapter.continueConversationAsync(
            appId,
            reference as Partial<ConversationReference>,
            async (context) => {
              await context.sendActivity(toActivity(reply));
            },
          );
        return SENT;
      } catch (err) {
        const outcome = teamsErrorState(err);
        if (outcome.retryAfterMs === undefined || attempt >= (deps.teamsRetries ?? 5)) return outcome;
        await sleep(outcome.retryAfterMs);
      }
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
    /** The rosters of the tenant's Teams teams, for the e-mails of CSV lists. */
    teamsDirectory(customerId: number) {
      return teamsDirectoryOf(db, customerId, adapter, appId, deps.log);
    },
    /** A client per Slack workspace of the tenant (its own bot token), for lookups and messages. */
    async slackWorkspaces(customerId: number) {
      const installs = await slackInstallsOf(db, customerId, config.dataEncryptionKey);
      return installs.map(({ teamId, botToken }) => ({
        teamId,
        // a 429 comes back to withSlackRetry; nothing else is retried, for a post that timed out
        // may have been delivered
        client: new WebClient(botToken, {
          slackApiUrl: config.slack.apiUrl,
          rejectRateLimitedCalls: true,
          retryConfig: { retries: 0 },
        }),
      }));
    },
    async send(target: TSendTarget, reply: TBotReply, slackClient?: WebClient): Promise<TSendOutcome> {
      if (!target.channelUserId && target.channel !== 'msteams' && target.channel !== 'emulator')
        return { state: 'notInstalled', error: DELIVERY_ERRORS.noAccount };
      if (target.channel === 'slack')
        return slackClient
          ? slack(slackClient, target, reply)
          : { state: 'failed', error: DELIVERY_ERRORS.noSlackToken };
      if (target.channel === 'msteams' || target.channel === 'emulator') return teams(target, reply);
      if (target.channel === 'directline') return webChat(target, reply);
      return { state: 'failed', error: `No delivery through the ${target.channel} channel.` };
    },
    async close() {
      await store?.close();
    },
  };
}

export type TPushSenders = ReturnType<typeof createPushSenders>;
