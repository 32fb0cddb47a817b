import { PUSH_STATUSES } from '@askhr/shared/push/push.constants';

interface TStateCount {
  state: string;
  pushRecipientId: number | null;
  n: number;
}

/** A row that went out, or may have (uncertain): neither is a failure, and neither is sent again. */
const isNotFailed = (row: TStateCount) => row.state === 'sent' || row.state === 'uncertain';

/**
 * The item's counts and final status from its delivery rows: a group failed when none of its
 * members got the message (or it had none); an individual is a CSV address (or the author of a dry
 * run) whose message did not go out. Uncertain rows (cut off mid-send, the channel cannot tell) are
 * counted apart and never as failed. Sent when no row failed, as long as any row went out or may
 * have: an item whose only rows are uncertain reads Sent, with its uncertain count beside it, for
 * nothing is known to have failed. Otherwise PartiallySent when some row went out, else Failed.
 */
export function deliveryCounts(rows: TStateCount[], recipients: { id: number; type: string }[]) {
  const sum = (keep: (row: TStateCount) => boolean) =>
    rows.filter(keep).reduce((total, row) => total + row.n, 0);
  const groups = recipients.filter((r) => r.type === 'group');
  const isGroupRow = (row: TStateCount) => groups.some((g) => g.id === row.pushRecipientId);
  const sent = sum((row) => row.state === 'sent');
  const uncertain = sum((row) => row.state === 'uncertain');
  const failed = sum((row) => !isNotFailed(row));
  const statusId =
    sent + uncertain > 0 && failed === 0
      ? PUSH_STATUSES.Sent
      : sent > 0
        ? PUSH_STATUSES.PartiallySent
        : PUSH_STATUSES.Failed;
  return {
    statusId,
    successfulRecipients: sent,
    uncertainCount: uncertain,
    botBlockedCount: sum((row) => row.state === 'blocked'),
    botNotInstalledCount: sum((row) => row.state === 'notInstalled'),
    otherProblemsCount: sum((row) => row.state === 'failed'),
    failedGroups: groups.filter((g) => !rows.some((r) => r.pushRecipientId === g.id && isNotFailed(r)))
      .length,
    failedIndividuals: sum((row) => !isGroupRow(row) && !isNotFailed(row)),
  };
}
