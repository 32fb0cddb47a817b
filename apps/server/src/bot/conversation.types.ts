import type { TChannelId } from '@askhr/shared/countries/countries.constants';

/**
 * The contract between the channel adapters (Direct Line, Bot Framework, Slack) and the
 * conversation core. The core knows no channel; an adapter knows no knowledge base.
 */

/** Who is talking: an employee as one channel knows them. */
export interface TBotUserRef {
  customerId: number;
  channel: TChannelId;
  /** the channel's own id of the user (Slack user id, Teams aad id, Direct Line user id) */
  channelUserId: string;
  email?: string;
  name?: string;
  /** when the channel or the test-as controls know it; otherwise the core uses the stored one */
  countryCode?: string;
  /** 1 People Manager, 2 Team Member */
  roleId?: 1 | 2;
  /**
   * a portal member on the Test Bot (set by the server from the token it issued, never by a client):
   * country and role come from each message alone (Global and Team Member when not given), and
   * what is said is logged as a test, out of reports (DESIGN section 5)
   */
  isTest?: boolean;
}

/** One incoming employee message, or a button press (`value`). */
export interface TIncomingMessage {
  user: TBotUserRef;
  conversationId: string;
  text?: string;
  /** payload of a button the bot offered (close-match choice, Helpful / Not helpful) */
  value?: Record<string, unknown>;
  /** answer as of this date instead of now (Test Bot "test as"); never set by employee channels */
  asOf?: Date;
}

export interface TBotButton {
  title: string;
  /** sent back as `value` of the next incoming message */
  value: Record<string, unknown>;
}

/** One outgoing bot message; adapters render the buttons in their channel's own way. */
export interface TBotReply {
  text: string;
  buttons?: TBotButton[];
}

export interface TConversationCore {
  handle(message: TIncomingMessage): Promise<TBotReply[]>;
}
