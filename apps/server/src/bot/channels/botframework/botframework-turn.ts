import { TurnContext, type ChannelAccount } from 'botbuilder';
import type { FastifyBaseLogger } from 'fastify';
import type { TChannelId } from '@askhr/shared/countries/countries.constants';
import type { TConfig } from '../../../config';
import type { TDb } from '../../../db/client';
import type { TBotUserRef, TConversationCore } from '../../conversation.types';
import { channelUserIdOf, createTeamsEmailLookup, type TEmailLookupOptions } from './botframework-members';
import { findBotUser } from '../../core/bot-core.repository';
import { saveConversationRef } from '../../push/push-conversations.repository';
import { buttonValueOf, toActivity } from './botframework-messages';
import { channelOf, tenantOfActivity } from './botframework-tenant';
import { isTeamEvent, trackTeamsInstall } from './teams-installs';

export interface TTurnDeps {
  db: TDb;
  config: TConfig;
  core: TConversationCore;
  log: FastifyBaseLogger;
  emailLookup?: TEmailLookupOptions;
}

/**
 * What the bot does with one activity of Teams or the Emulator: answers a message, and welcomes
 * each user added to a conversation (never itself). Other activity types are ignored.
 */
export function createTurnLogic(deps: TTurnDeps) {
  const { db, config, core, log } = deps;
  const emailOf = createTeamsEmailLookup(db, log, deps.emailLookup);

  async function userOf(
    context: TurnContext,
    customerId: number,
    channel: TChannelId,
    account: ChannelAccount,
  ): Promise<TBotUserRef> {
    const email = await emailOf(context, customerId, account);
    return {
      customerId,
      channel,
      channelUserId: channelUserIdOf(account),
      ...(account.name ? { name: account.name } : {}),
      ...(email ? { email } : {}),
    };
  }

  /** Where the bot talks with the user, kept for the push messages sent to them later. */
  async function remember(context: TurnContext, user: TBotUserRef) {
    const botUser = await findBotUser(db, user.customerId, user.channel, user.channelUserId);
    const reference = TurnContext.getConversationReference(context.activity);
    if (botUser) await saveConversationRef(db, user.customerId, botUser.id, reference);
  }

  async function answer(context: TurnContext, customerId: number, channel: TChannelId) {
    const { activity } = context;
    const value = buttonValueOf(activity);
    const text = value ? undefined : TurnContext.removeRecipientMention(activity)?.trim();
    const user = await userOf(context, customerId, channel, activity.from);
    const replies = await core.handle({ user, conversationId: activity.conversation.id, text, value });
    for (const reply of replies) await context.sendActivity(toActivity(reply));
    await remember(context, user);
  }

  /**
   * Who to greet: the users added to a one-to-one conversation; when the bot itself is the one added
   * (a personal install in Teams), the user who installed it. Team channels and group chats are not
   * greeted: the bot talks to employees one to one.
   */
  function usersToWelcome(activity: TurnContext['activity']): ChannelAccount[] {
    const type = activity.conversation.conversationType;
    if (type === 'channel' || type === 'groupChat') return [];
    const botId = activity.recipient?.id;
    const added = activity.membersAdded ?? [];
    const users = added.filter((member) => member.id && member.id !== botId);
    if (users.length > 0) return users;
    const isBotAdded = added.some((member) => member.id === botId);
    return isBotAdded && activity.from?.id && activity.from.id !== botId ? [activity.from] : [];
  }

  async function welcome(context: TurnContext, customerId: number, channel: TChannelId) {
    const { activity } = context;
    const added = usersToWelcome(activity);
    for (const member of added) {
      try {
        // a message with neither text nor value is the core's greeting: no utterance is logged
        const user = await userOf(context, customerId, channel, member);
        const replies = await core.handle({ user, conversationId: activity.conversation.id });
        for (const reply of replies) await context.sendActivity(toActivity(reply));
        await remember(context, user);
      } catch (err) {
        log.error(
          { err, customerId, conversationId: activity.conversation.id },
          'botframework: welcome failed',
        );
      }
    }
  }

  return async (context: TurnContext) => {
    const { activity } = context;
    const isUpdate = activity.type === 'conversationUpdate';
    const isWelcome = isUpdate && Boolean(activity.membersAdded?.length);
    if (activity.type !== 'message' && !isWelcome && !(isUpdate && isTeamEvent(activity))) return;
    const channel = channelOf(activity);
    const customerId = channel ? await tenantOfActivity(db, config, activity) : undefined;
    if (!channel || customerId === undefined) {
      log.warn({ channelId: activity.channelId }, 'botframework: no tenant for this activity');
      return;
    }
    // a team the bot joins or leaves: its roster serves the CSV lists of push messages
    if (isUpdate && (await trackTeamsInstall(db, customerId, activity))) return;
    if (isWelcome) await welcome(context, customerId, channel);
    else if (!isUpdate) await answer(context, customerId, channel);
  };
}
