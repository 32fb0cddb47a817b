import type { TDeliveryState } from '@askhr/shared/push/push.constants';
import type { TConfig } from '../../config';
import type { TDb } from '../../db/client';
import type { TNotifications } from '../../db/notifications';

export interface TSendTarget {
  customerId: number;
  channel: string;
  botUserId: number | null;
  /** the channel's id of the employee (Slack user id, Direct Line user id) */
  channelUserId: string | null;
}

/** What an employee receives: the text, and for a survey the response options as buttons. */
export interface TPushReply {
  text: string;
  buttons?: { title: string; value: Record<string, unknown> }[];
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

export const SENT: TSendOutcome = { state: 'sent', error: null };
