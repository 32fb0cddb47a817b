import { PUSH_STATUSES } from '@askhr/shared/push/push.constants';
import type { TPushItem } from '@askhr/shared/push/push.schemas';

/** Sent, partly sent or closed: it went out, so there is something to report. */
export const isSent = (survey: Pick<TPushItem, 'statusId'>) =>
  [PUSH_STATUSES.Sent, PUSH_STATUSES.PartiallySent, PUSH_STATUSES.Closed].some(
    (id) => id === survey.statusId,
  );
