/** The parts of a Bot Framework activity that our Direct Line channel sends and accepts. */
export interface TChannelAccount {
  id: string;
  name?: string;
  role?: 'user' | 'bot';
}

export interface TCardAction {
  type: 'postBack' | 'messageBack' | 'imBack';
  title: string;
  value?: unknown;
  displayText?: string;
  text?: string;
}

export interface TActivity {
  type: 'message' | 'typing' | 'event';
  id?: string;
  timestamp?: string;
  channelId?: 'directline';
  from: TChannelAccount;
  conversation?: { id: string };
  text?: string;
  textFormat?: 'plain' | 'markdown';
  value?: unknown;
  replyToId?: string;
  suggestedActions?: { to?: string[]; actions: TCardAction[] };
  channelData?: Record<string, unknown>;
  locale?: string;
}

/** What a conversation is bound to: it never changes once started. */
export interface TConversationInfo {
  id: string;
  customerId: number;
  botUserId: string;
}

/** One set sent on the stream or returned by polling; typing sets carry no watermark. */
export interface TActivitySet {
  activities: TActivity[];
  watermark?: string;
}

/**
 * Where conversations and their activities live: PostgreSQL (`createPgActivityStore`), so that every
 * server process serves every conversation and a stream hears activities appended in any process.
 */
export interface TActivityStore {
  getConversation(id: string): Promise<TConversationInfo | undefined>;
  /** Creates the conversation, or returns the existing one of the same id. */
  ensureConversation(info: TConversationInfo): Promise<TConversationInfo>;
  /** Stores the activity with the next id and watermark of the conversation. */
  append(conversationId: string, activity: TActivity): Promise<TActivity>;
  /** Activities after the watermark (all of them without one), and the watermark to ask with next. */
  list(conversationId: string, watermark?: number): Promise<{ activities: TActivity[]; watermark: number }>;
  /** Sends an activity to the listeners without storing it (typing). */
  publishEphemeral(conversationId: string, activity: TActivity): Promise<void>;
  /**
   * Calls the listener with every activity stored after the promise resolved (each once, in order)
   * and every ephemeral one; activities stored just before may come too, with their watermark.
   */
  subscribe(conversationId: string, listener: (set: TActivitySet) => void): Promise<() => void>;
}
