import { PUSH_STATUSES } from '@askhr/shared/push/push.constants';

interface TStateCount {
  state: string;
  pushRecipientId: number | null;
  n: number;
}

/**
 * The item's counts and final status from its delivery rows: a group failed when none of its
 * members got the message (or it had none); an individual is a CSV address (or the author of a dry
 * run) whose message did not go out. Sent when every row went out, PartiallySent when some did.
 */
export function deliveryCounts(rows: TStateCount[], recipients: { id: number; type: string }[]) {
  const sum = (keep: (row: TStateCount) => boolean) =>
    rows.filter(keep).reduce((total, row) => total + row.n, 0);
  const groups = recipients.filter((r) => r.type === 'group');
  const isGroupRow = (row: TStateCount) => groups.some((g) => g.id === row.pushRecipientId);
  const sent = sum((row) => row.state === 'sent');
  const total = sum(() => true);
  const statusId =
    total > 0 && sent === total
      ? PUSH_STATUSES.Sent
      : sent > 0
        ? PUSH_STATUSES.PartiallySent
        : PUSH_STATUSES.Failed;
  return {
    statusId,
    successfulRecipients: sent,
    botBlockedCount: sum((row) => row.state === 'blocked'),
    botNotInstalledCount: sum((row) => row.state === 'notInstalled'),
    otherProblemsCount: sum((row) => row.state === 'failed'),
    failedGroups: groups.filter((g) => !rows.some((r) => r.pushRecipientId === g.id && r.state === 'sent'))
      .length,
    failedIndividuals: sum((row) => !isGroupRow(row) && row.state !== 'sent'),
  };
}
