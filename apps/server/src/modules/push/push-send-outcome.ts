import type { TDeliveryState } from '@askhr/shared/push/push.constants';
import type { TConfig } from '../../config';
import type { TDb } from '../../db/client';
import type { TNotifications } from '../../db/notifications';
import type { TOutageMonitor } from '../../db/outage';

export interface TSendTarget {
  customerId: number;
  channel: string;
  botUserId: number | null;
  /** the channel's id of the employee (Slack user id, Direct Line user id) */
  channelUserId: string | null;
  /**
   * the delivery row's send mark (push_deliveries.send_mark): the message carries it, so that the
   * channel's record can be searched for it; none on a row taken before marks existed
   */
  mark: string | null;
}

/** A delivery row and its bot user (none for a Slack user found by e-mail), as the send reads them. */
interface TDeliveryOfSend {
  delivery: {
    channel: string | null;
    botUserId: number | null;
    address: string | null;
    sendMark: string | null;
  };
  botUser: { channel: string; channelUserId: string } | null;
}

/** Where a delivery row goes: its own channel and address, else its bot user's. */
export function targetOf(customerId: number, { delivery, botUser }: TDeliveryOfSend): TSendTarget {
  return {
    customerId,
    channel: delivery.channel ?? botUser?.channel ?? '',
    botUserId: delivery.botUserId,
    channelUserId: delivery.address ?? botUser?.channelUserId ?? null,
    mark: delivery.sendMark,
  };
}

/**
 * What the channel's own record says of a delivery cut off mid-send: the message is there ('sent'),
 * provably not there ('absent': it may be sent now), or the channel cannot tell ('unknown').
 */
export type TDeliveryCheck = 'sent' | 'absent' | 'unknown';

/** What an employee receives: the text, and for a survey the response options as buttons. */
export interface TPushReply {
  text: string;
  buttons?: { title: string; value: Record<string, unknown> }[];
}

export interface TSendOutcome {
  state: Exclude<TDeliveryState, 'pending' | 'sending' | 'uncertain'>;
  error: string | null;
}

export interface TSenderDeps {
  db: TDb;
  config: TConfig;
  notifications: TNotifications;
  log: { error(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };
  /** the process's database monitor: the Web Chat store's sweeps tell it of an outage, once */
  outage?: TOutageMonitor;
  /** Teams throttling: how many times a 429 is waited out before the row fails */
  teamsRetries?: number;
}

export const SENT: TSendOutcome = { state: 'sent', error: null };
