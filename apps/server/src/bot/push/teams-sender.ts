import { setTimeout as sleep } from 'node:timers/promises';
import { CloudAdapter, TurnContext, type ConversationReference } from 'botbuilder';
import { DELIVERY_ERRORS } from '@askhr/shared/push/push.constants';
import type { TBotReply } from '../conversation.types';
import { botFrameworkAuthOf } from '../channels/botframework/botframework-auth';
import { toActivity } from '../channels/botframework/botframework-messages';
import { findConversationRef, saveConversationRef } from './push-conversations.repository';
import { parseTeamsAddress, type TTeamsAddress } from '../../modules/push/teams-address';
import { teamsDirectoryOf } from './teams-directory';
import { teamsErrorState } from '../../modules/push/push-send-errors';
import {
  SENT,
  type TSenderDeps,
  type TSendOutcome,
  type TSendTarget,
} from '../../modules/push/push-send-outcome';

/**
 * Teams and the Emulator through the Bot Framework's client. A module of its own, loaded with the
 * first Teams send: botbuilder is some 50 MB of a process that may never send to Teams.
 */
export function createTeamsSender(deps: TSenderDeps) {
  const { db, config } = deps;
  const adapter = new CloudAdapter(botFrameworkAuthOf(config.teams));
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

  return {
    send: teams,
    /** The rosters of the tenant's Teams teams, for the e-mails of CSV lists. */
    directory(customerId: number) {
      return teamsDirectoryOf(db, customerId, adapter, appId, deps.log);
    },
  };
}

export type TTeamsSender = ReturnType<typeof createTeamsSender>;
