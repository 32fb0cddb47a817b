import { DELIVERY_ERRORS, PUSH_STATUSES } from '@askhr/shared/push/push.constants';
import type { TDb } from '../../db/client';
import {
  claimDelivery,
  countDeliveries,
  findPending,
  finishDelivery,
  settleInterrupted,
  updateItemStatus,
} from './push-delivery.repository';
import { pushReplyOf } from './push-message';
import { resolveDeliveries, type TSlackDirectory } from './push-resolve';
import { allowedRecipientsOf, channelKeyOf } from '../it-admin/allowed-recipients';
import { findPushItem, findRecipients, type TPushItemRow } from './push.repository';
import { deliveryCounts } from './push-counts';
import type { TPushReply, TSendOutcome, TSendTarget } from './push-send-outcome';
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
 * The send job of one push item, safe to run again at any point: the item moves to Sending, its
 * recipients become delivery rows (insert or keep), and each pending row is taken ('sending'),
 * sent once and marked with the outcome. Rows a crashed run left 'sending' are not sent again
 * (they may have arrived): they count as other problems. The counts and the final status
 * (Sent, PartiallySent, Failed) are summed from the rows. A run that has sent for RUN_BUDGET_MS
 * schedules the next run and ends.
 */
export async function sendPushItem<TWorkspace extends TSlackWorkspace>(
  deps: TPushSendDeps<TWorkspace>,
  { customerId, pushItemId }: { customerId: number; pushItemId: number },
  signal?: AbortSignal,
) {
  const { db, senders } = deps;
  const runStarted = Date.now();
  const now = deps.now?.() ?? new Date();
  const item = await findPushItem(db, customerId, pushItemId);
  if (!item || !ACTIVE.includes(item.statusId)) return;
  if (item.statusId === PUSH_STATUSES.Scheduled && item.date.getTime() > now.getTime() + 1000)
    return deps.reschedule(item);
  await updateItemStatus(
    db,
    customerId,
    item.id,
    { statusId: PUSH_STATUSES.Sending, statusDate: now },
    ACTIVE,
  );
  await settleInterrupted(db, customerId, item.id);
  const slack = await senders.slackOfSend(customerId);
  await resolveDeliveries(db, item, slack.directory, senders.teamsDirectory(customerId));
  const reply = await pushReplyOf(db, item);
  const allowed = await allowedRecipientsOf(db, customerId);
  let claimed = 0;
  for (let after = 0; ;) {
    const batch = await findPending(db, customerId, item.id, after);
    if (batch.length === 0) break;
    for (const { delivery, botUser } of batch) {
      if (signal?.aborted) throw new SendInterrupted('the worker is stopping');
      // between two rows, so the next run finds nothing half done; the item stays Sending
      const isOverBudget = Date.now() - runStarted > (deps.runBudgetMs ?? RUN_BUDGET_MS);
      if (deps.continueLater && claimed > 0 && isOverBudget) return deps.continueLater(item);
      after = delivery.id;
      if (!(await claimDelivery(db, delivery.id))) continue;
      claimed++;
      const target = {
        customerId,
        channel: delivery.channel ?? botUser?.channel ?? '',
        botUserId: delivery.botUserId,
        channelUserId: delivery.address ?? botUser?.channelUserId ?? null,
      };
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
