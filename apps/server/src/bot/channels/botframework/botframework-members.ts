import { TeamsInfo, type ChannelAccount, type TurnContext } from 'botbuilder';
import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../../../db/client';
import { findBotUser } from '../../core/bot-core.repository';

export interface TEmailLookupOptions {
  /** how long a members call may hold up the answer (botbuilder retries a 5xx for seconds) */
  timeoutMs?: number;
  /** after a failed lookup, or one that gave no email, the next try waits this long */
  retryAfterMs?: number;
  /** users remembered per process; the oldest are forgotten first */
  maxEntries?: number;
}

/** An account an activity names: its sender, or a member added to the conversation. */
export type TTeamsAccount = Pick<ChannelAccount, 'id' | 'aadObjectId'>;

/** The id a bot user is stored under: the Entra object id when Teams gives it, stable across bots. */
export const channelUserIdOf = (account: TTeamsAccount) => account.aadObjectId ?? account.id;

/**
 * Finds the email of a Teams user through the Bot Connector members call, at most once per user
 * per process: afterwards the stored bot user keeps it. An Emulator has no such call, so its users
 * get none. A lookup that fails or is slow is logged and the user is answered without an email.
 */
export function createTeamsEmailLookup(db: TDb, log: FastifyBaseLogger, options: TEmailLookupOptions = {}) {
  const timeoutMs = options.timeoutMs ?? 3_000;
  const retryAfterMs = options.retryAfterMs ?? 15 * 60_000;
  const maxEntries = options.maxEntries ?? 50_000;
  // key: tenant and user; value: the time before which no lookup is tried again
  const quietUntil = new Map<string, number>();

  const remember = (key: string, until: number) => {
    quietUntil.delete(key);
    if (quietUntil.size >= maxEntries) quietUntil.delete(quietUntil.keys().next().value!);
    quietUntil.set(key, until);
  };

  async function lookUp(context: TurnContext, account: TTeamsAccount) {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      const member = await Promise.race([TeamsInfo.getMember(context, account.id), timeout]);
      const email = member.email || member.userPrincipalName;
      return email?.includes('@') ? email : undefined;
    } finally {
      clearTimeout(timer);
    }
  }

  return async function emailOf(
    context: TurnContext,
    customerId: number,
    account: TTeamsAccount,
  ): Promise<string | undefined> {
    if (context.activity.channelId !== 'msteams') return undefined;
    const channelUserId = channelUserIdOf(account);
    const key = `${customerId}|${channelUserId}`;
    if ((quietUntil.get(key) ?? 0) > Date.now()) return undefined;
    if ((await findBotUser(db, customerId, 'msteams', channelUserId))?.email) {
      remember(key, Infinity);
      return undefined;
    }
    // remembered before the call so that messages arriving meanwhile do not call as well
    remember(key, Date.now() + retryAfterMs);
    try {
      const email = await lookUp(context, account);
      if (email) remember(key, Infinity);
      return email;
    } catch (err) {
      log.warn({ err, customerId, channelUserId }, 'botframework: the Teams members call failed');
      return undefined;
    }
  };
}
