import { DELIVERY_ERRORS, PUSH_STATUSES } from '@askhr/shared/push/push.constants';
import type { TDb } from '../../db/client';
import {
  claimDelivery,
  countDeliveries,
  findPending,
  finishDelivery,
  updateItemStatus,
} from './push-delivery.repository';
import { settleInterruptedDeliveries } from './push-settle';
import { pushReplyOf } from './push-message';
import { resolveDeliveries, type TSlackDirectory } from './push-resolve';
import { allowedRecipientsOf, channelKeyOf } from '../it-admin/allowed-recipients';
import { findPushItem, findRecipients, type TPushItemRow } from './push.repository';
import { deliveryCounts } from './push-counts';
import { takeSendLease, type TSendLease, type TSendLeaseOwner } from './push-send-lease';
import {
  targetOf,
  type TDeliveryCheck,
  type TPushReply,
  type TSendOutcome,
  type TSendTarget,
} from './push-send-outcome';
import type { TTeamsDirectory } from './teams-address';

/** A Slack workspace of the tenant; the bot's senders add the client they post through. */
export interface TSlackWorkspace {
  teamId: string;
}

/** The tenant's Slack workspaces as one send sees them. */
export interface TSendSlack<TWorkspace extends TSlackWorkspace> {
  /** one directory over all the workspaces; none without a workspace */
  directory: TSlackDirectory | undefined;
  /** the workspace an employee is written to in */
  workspaceOf(botUserId: number | null, slackUserId: string | null): Promise<TWorkspace | undefined>;
}

/** What a send needs of the channels; the bot implements it with each channel's own client. */
export interface TPushSenders<TWorkspace extends TSlackWorkspace = TSlackWorkspace> {
  slackOfSend(customerId: number): Promise<TSendSlack<TWorkspace>>;
  /** the rosters of the tenant's Teams teams, for the e-mails of CSV lists */
  teamsDirectory(customerId: number): TTeamsDirectory;
  /** sends one push to one employee; a thrown error counts as failed */
  send(target: TSendTarget, reply: TPushReply, slackWorkspace?: TWorkspace): Promise<TSendOutcome>;
  /**
   * whether a send cut off mid-call reached the employee, from the channel's own record; `since`:
   * the message cannot have gone out before then (its row was made then)
   */
  confirm(target: TSendTarget, since: Date, slackWorkspace?: TWorkspace): Promise<TDeliveryCheck>;
}

export interface TPushSendDeps<TWorkspace extends TSlackWorkspace = TSlackWorkspace> {
  db: TDb;
  senders: TPushSenders<TWorkspace>;
  /** puts the item's send job back at its date (the item was moved after this job was scheduled) */
  reschedule(item: { customerId: number; id: number; date: Date }): Promise<void>;
  /** the next occurrence of a repeating item, inside the transaction that ends its sending */
  repeat?(tx: TDb, item: TPushItemRow, statusId: number): Promise<unknown>;
  /** schedules a new run of the item's send job now: this run has used its time */
  continueLater?(item: { customerId: number; id: number; date: Date }): Promise<void>;
  /** how long one run sends before it hands over to a new one (RUN_BUDGET_MS) */
  runBudgetMs?: number;
  /** the run's job and process, under whose lease it sends (push-send-lease.ts); none in some tests */
  lease?: TSendLeaseOwner;
  now?: () => Date;
}

/**
 * One run sends for at most this long, then schedules the next run and ends: a run stays well
 * within its job's expiry (push.send), so a run whose worker died is handed back within minutes.
 */
export const RUN_BUDGET_MS = 5 * 60_000;

/** Signals a run that stopped between two rows because its worker is stopping; it is retried. */
export class SendInterrupted extends Error {}

const ACTIVE: number[] = [PUSH_STATUSES.Scheduled, PUSH_STATUSES.Sending];

/**
 * The send job of one push item, safe to run again at any point: the run takes the item's lease
 * (push-send-lease.ts; a live run holding it keeps the send), the item moves to Sending, its
 * recipients become delivery rows (insert or keep), and each pending row is taken ('sending'),
 * sent once and marked with the outcome. Rows a killed run left 'sending' are settled from the
 * channel's own record (push-settle.ts): found, sent; provably absent, sent now; else uncertain,
 * never sent twice. The counts and the final status (Sent, PartiallySent, Failed) are summed from
 * the rows. A run that has sent for RUN_BUDGET_MS schedules the next run and ends.
 */
export async function sendPushItem<TWorkspace extends TSlackWorkspace>(
  deps: TPushSendDeps<TWorkspace>,
  { customerId, pushItemId }: { customerId: number; pushItemId: number },
  signal?: AbortSignal,
) {
  const { db } = deps;
  const now = deps.now?.() ?? new Date();
  const item = await findPushItem(db, customerId, pushItemId);
  if (!item || !ACTIVE.includes(item.statusId)) return;
  if (item.statusId === PUSH_STATUSES.Scheduled && item.date.getTime() > now.getTime() + 1000)
    return deps.reschedule(item);
  const lease = deps.lease ? await takeSendLease(db, item, deps.lease) : undefined;
  // another run holds the send and is alive: it sends, this one has nothing to do
  if (deps.lease && !lease) return;
  try {
    await sendLeased(deps, item, now, { lease, signal });
  } finally {
    await lease?.release().catch(() => undefined);
  }
}

async function sendLeased<TWorkspace extends TSlackWorkspace>(
  deps: TPushSendDeps<TWorkspace>,
  item: TPushItemRow,
  now: Date,
  { lease, signal }: { lease?: TSendLease | undefined; signal?: AbortSignal | undefined },
) {
  const { db, senders } = deps;
  const { customerId } = item;
  const runStarted = Date.now();
  await updateItemStatus(
    db,
    customerId,
    item.id,
    { statusId: PUSH_STATUSES.Sending, statusDate: now },
    ACTIVE,
  );
  const slack = await senders.slackOfSend(customerId);
  await settleInterruptedDeliveries(deps, { customerId, pushItemId: item.id }, slack);
  await resolveDeliveries(db, item, slack.directory, senders.teamsDirectory(customerId));
  const reply = await pushReplyOf(db, item);
  const allowed = await allowedRecipientsOf(db, customerId);
  let claimed = 0;
  for (let after = 0; ;) {
    const batch = await findPending(db, customerId, item.id, after);
    if (batch.length === 0) break;
    for (const { delivery, botUser } of batch) {
      if (signal?.aborted) throw new SendInterrupted('the worker is stopping');
      // another run took the send over (this one's process was taken for gone): it goes on alone
      if (lease?.isLost) return;
      // between two rows, so the next run finds nothing half done; the item stays Sending
      const isOverBudget = Date.now() - runStarted > (deps.runBudgetMs ?? RUN_BUDGET_MS);
      if (deps.continueLater && claimed > 0 && isOverBudget) return deps.continueLater(item);
      after = delivery.id;
      const sendMark = await claimDelivery(db, delivery.id);
      if (!sendMark) continue;
      claimed++;
      const target = targetOf(customerId, { delivery: { ...delivery, sendMark }, botUser });
      const workspace =
        target.channel === 'slack'
          ? await slack.workspaceOf(target.botUserId, target.channelUserId)
          : undefined;
      if (!allowed.isAllowed(channelKeyOf(target.channel, workspace?.teamId), target.channelUserId)) {
        await finishDelivery(db, delivery.id, 'failed', DELIVERY_ERRORS.notAllowed);
        continue;
      }
      const outcome = await senders.send(target, reply, workspace).catch((err: unknown) => ({
        state: 'failed' as const,
        error: err instanceof Error ? err.message : String(err),
      }));
      await finishDelivery(db, delivery.id, outcome.state, outcome.error);
    }
  }
  const recipients = await findRecipients(db, customerId, [item.id]);
  const counts = deliveryCounts(await countDeliveries(db, customerId, item.id), recipients);
  const ended = { ...counts, statusDate: deps.now?.() ?? new Date() };
  await db.transaction(async (tx) => {
    // only the run that moves the item out of Sending repeats it
    if (await updateItemStatus(tx, customerId, item.id, ended, [PUSH_STATUSES.Sending]))
      await deps.repeat?.(tx, item, counts.statusId);
  });
}
