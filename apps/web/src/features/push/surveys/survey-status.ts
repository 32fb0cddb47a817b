import { PUSH_STATUSES } from '@askhr/shared/push/push.constants';
import type { TPushItem } from '@askhr/shared/push/push.schemas';

/** Sent, partly sent or closed: it went out, so there is something to report. */
export const isSent = (survey: Pick<TPushItem, 'statusId'>) =>
  [PUSH_STATUSES.Sent, PUSH_STATUSES.PartiallySent, PUSH_STATUSES.Closed].some(
    (id) => id === survey.statusId,
  );

/** 'Sent' once sent, otherwise the status name split into words (spec 001 section 2). */
export const statusLabel = (survey: Pick<TPushItem, 'statusId' | 'status'>) =>
  survey.statusId === PUSH_STATUSES.Sent ? 'Sent' : survey.status.replace(/([a-z])([A-Z])/g, '$1 $2');
