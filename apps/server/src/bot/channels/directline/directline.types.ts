import type { TTestBotClaims } from '../../../modules/webchat/webchat.service';

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
 * What answering a user message needs of the token it was posted with, kept until it is answered:
 * a Test Bot's claims, or any Direct Line user's (not a test).
 */
export type TAnswerClaims = Omit<TTestBotClaims, 'isTest'> & { isTest?: boolean };

/** A user activity as stored, or as found stored before by its clientActivityID (`repeated`). */
export interface TPostedResult {
  activity: TActivity;
  sequence: number;
  repeated: boolean;
}

/** A process's hold on answering a user message: only the replies of the last claim are stored. */
export interface TAnswerClaim {
  conversationId: string;
  sequence: number;
  attempt: number;
}

/** A user message left without a reply, claimed for answering. */
export interface TUnanswered extends TAnswerClaim {
  claims: TAnswerClaims;
  activity: TActivity;
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
  /**
   * Stores a user's activity, unless the conversation holds one of the same clientActivityID (then
   * returns that one); with `awaiting`, also that it waits for an answer, claimed by the caller
   * (attempt 1) for a few seconds, and the listeners hear of it with its replies (`appendReplies`),
   * else at once. One statement.
   */
  appendPosted(
    conversationId: string,
    activity: TActivity,
    options: { clientActivityId?: string; awaiting?: TAnswerClaims },
  ): Promise<TPostedResult>;
  /**
   * Stores the replies to a user message and marks it answered, in one statement, if the claim is
   * still the last one made on it (else stores nothing and returns false).
   */
  appendReplies(claim: TAnswerClaim, replies: TActivity[]): Promise<boolean>;
  /** Claims this user message if it waits for an answer that nobody holds. */
  claimUnanswered(conversationId: string, sequence: number): Promise<TUnanswered | undefined>;
  /** Claims up to `limit` user messages waiting for an answer that nobody holds, oldest claims first. */
  claimUnansweredBatch(limit: number): Promise<TUnanswered[]>;
  /** Activities after the watermark (all of them without one), and the watermark to ask with next. */
  list(conversationId: string, watermark?: number): Promise<{ activities: TActivity[]; watermark: number }>;
  /**
   * Sends an activity to the listeners without storing it (typing); `after`: the sequence of a stored
   * activity they get first (the message the bot's typing answers, whose own notice comes later).
   */
  publishEphemeral(conversationId: string, activity: TActivity, after?: number): Promise<void>;
  /**
   * Calls the listener with every activity stored after the promise resolved (each once, in order)
   * and every ephemeral one; activities stored just before may come too, with their watermark.
   */
  subscribe(conversationId: string, listener: (set: TActivitySet) => void): Promise<() => void>;
}
