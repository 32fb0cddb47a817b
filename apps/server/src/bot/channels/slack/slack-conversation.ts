import { WebClient, type Block } from '@slack/web-api';
import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from '../../../config';
import type { TDb } from '../../../db/client';
import type { TConversationCore } from '../../conversation.types';
import { toSlackMessage, withChoiceShown } from './slack-messages';
import { slackInstallOfTeam } from '../../../modules/it-admin/slack-tokens';
import { findBotUser } from '../../core/bot-core.repository';
import { saveConversationRef } from '../../push/push-conversations.repository';

/** What one Slack direct message or button press carries, whatever endpoint it came through. */
export interface TSlackTurn {
  teamId: string;
  userId: string;
  channelId: string;
  text?: string;
  value?: Record<string, unknown>;
  /** the message whose button was pressed, and the pressed button's title */
  pressed?: { ts: string; text?: string; blocks: Block[]; title: string };
}

export interface TSlackContext {
  db: TDb;
  config: TConfig;
  core: TConversationCore;
  log: FastifyBaseLogger;
}

/** The tenant that installed the bot into the team (workspace), with that workspace's bot token. */
export function slackTenantOf(db: TDb, config: TConfig, teamId: string) {
  return slackInstallOfTeam(db, teamId, config.dataEncryptionKey);
}

/** Runs one turn through the core and posts the replies back into the Slack channel. */
export async function answerSlackTurn(context: TSlackContext, turn: TSlackTurn) {
  const tenant = await slackTenantOf(context.db, context.config, turn.teamId);
  if (!tenant) {
    context.log.warn({ teamId: turn.teamId }, 'slack: no tenant installed the bot into this workspace');
    return;
  }
  const client = new WebClient(tenant.botToken, {
    slackApiUrl: context.config.slack.apiUrl,
    retryConfig: { retries: 1 },
  });
  const replies = await context.core.handle({
    user: {
      customerId: tenant.customerId,
      channel: 'slack',
      channelUserId: turn.userId,
      email: await emailOf(client, turn.userId),
    },
    conversationId: `${turn.teamId}:${turn.channelId}`,
    text: turn.text,
    value: turn.value,
  });
  await rememberWorkspace(context.db, tenant.customerId, turn);
  for (const reply of replies) {
    await client.chat.postMessage({ channel: turn.channelId, ...toSlackMessage(reply) });
  }
  if (turn.pressed) await showChoice(context, client, turn.channelId, turn.pressed);
}

/** Replaces the buttons of the pressed message by the choice; the employee has the answer either way. */
async function showChoice(
  context: TSlackContext,
  client: WebClient,
  channel: string,
  { ts, title, ...message }: NonNullable<TSlackTurn['pressed']>,
) {
  try {
    await client.chat.update({ channel, ts, ...withChoiceShown(message, title) });
  } catch (err) {
    context.log.warn({ err }, 'slack: the pressed message could not show the choice');
  }
}

/** The user's email when the token has users:read.email; optional, so any failure means none. */
async function emailOf(client: WebClient, userId: string) {
  try {
    const info = await client.users.info({ user: userId });
    return info.user?.profile?.email || undefined;
  } catch {
    return undefined;
  }
}

/** Which workspace the employee is in: push delivery posts through that workspace's token. */
async function rememberWorkspace(db: TDb, customerId: number, turn: TSlackTurn) {
  const botUser = await findBotUser(db, customerId, 'slack', turn.userId);
  if (botUser)
    await saveConversationRef(db, customerId, botUser.id, {
      channelId: 'slack',
      teamId: turn.teamId,
      channel: turn.channelId,
    });
}
