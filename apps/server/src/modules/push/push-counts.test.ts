import { describe, expect, it } from 'vitest';
import { PUSH_STATUSES } from '@askhr/shared/push/push.constants';
import { deliveryCounts } from './push-counts';

const GROUP = { id: 1, type: 'group' };
const CSV = { id: 2, type: 'csv' };
const rows = (...counts: [state: string, pushRecipientId: number, n: number][]) =>
  counts.map(([state, pushRecipientId, n]) => ({ state, pushRecipientId, n }));

describe('deliveryCounts', () => {
  it('counts uncertain rows apart: not sent, not failed, and an item with no failure is Sent', () => {
    const counts = deliveryCounts(rows(['sent', 1, 1999], ['uncertain', 1, 1]), [GROUP]);
    expect(counts).toEqual({
      statusId: PUSH_STATUSES.Sent,
      successfulRecipients: 1999,
      uncertainCount: 1,
      botBlockedCount: 0,
      botNotInstalledCount: 0,
      otherProblemsCount: 0,
      failedGroups: 0,
      failedIndividuals: 0,
    });
  });

  it('shows an item whose only rows are uncertain as Sent, for nothing is known to have failed', () => {
    const counts = deliveryCounts(rows(['uncertain', 1, 1], ['uncertain', 2, 1]), [GROUP, CSV]);
    expect(counts).toMatchObject({
      statusId: PUSH_STATUSES.Sent,
      successfulRecipients: 0,
      uncertainCount: 2,
      failedGroups: 0,
      failedIndividuals: 0,
    });
  });

  it('reads PartiallySent or Failed over the other rows, as before', () => {
    const partly = rows(['sent', 1, 3], ['uncertain', 1, 1], ['failed', 2, 1]);
    expect(deliveryCounts(partly, [GROUP, CSV])).toMatchObject({
      statusId: PUSH_STATUSES.PartiallySent,
      otherProblemsCount: 1,
      uncertainCount: 1,
      failedIndividuals: 1,
    });
    const failed = rows(['uncertain', 1, 1], ['blocked', 2, 2]);
    expect(deliveryCounts(failed, [GROUP, CSV])).toMatchObject({
      statusId: PUSH_STATUSES.Failed,
      botBlockedCount: 2,
      failedGroups: 0,
      failedIndividuals: 2,
    });
    expect(deliveryCounts([], [GROUP]).statusId).toBe(PUSH_STATUSES.Failed);
  });
});
