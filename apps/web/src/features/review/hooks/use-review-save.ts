import { useEffect } from 'react';
import { useIdle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { TReviewUtterance } from '@askhr/shared/review/review.schemas';
import { notifyError, notifySuccess } from '../../../lib/notify';
import type { TReviewSource } from '../api/review-source';
import { useSaveReviews } from '../api/save-review';
import type { TDraft, TReviewEdits } from './use-review-edits';

/** Spec 001 section 4: modified rows are saved silently after 60 s without a key press or click. */
export const AUTO_SAVE_IDLE_MS = 60_000;

interface TSaveOptions {
  silent?: boolean;
  /** only these rows (the details modal, a bulk change); all shown rows otherwise */
  only?: readonly TReviewUtterance[];
  /** applied to every row of `only` (a bulk state change) */
  patch?: Partial<TDraft>;
}

/** The Save button's action, and the same save made silently once the reviewer is idle. */
export function useReviewSave(
  rows: readonly TReviewUtterance[],
  edits: TReviewEdits,
  source: TReviewSource = 'review',
) {
  const { t } = useTranslation();
  const mutation = useSaveReviews(source);
  const isIdle = useIdle(AUTO_SAVE_IDLE_MS, { events: ['keydown', 'mousedown', 'touchstart'] });

  /** Resolves true when every row was saved. */
  async function save({ silent = false, only, patch }: TSaveOptions = {}) {
    const bodies = edits.saveBodies(only ?? rows, silent, patch);
    if (bodies.length === 0 || mutation.isPending) return bodies.length === 0;
    const outcome = await mutation.mutateAsync(bodies);
    edits.settle(outcome);
    if (outcome.failedIds.length > 0)
      notifyError(t('REVIEW_SAVE_FAILED', { count: outcome.failedIds.length }));
    else if (!silent) notifySuccess(t('TOAST_SAVED'));
    return outcome.failedIds.length === 0;
  }

  useEffect(() => {
    if (isIdle && edits.modifiedCount > 0) void save({ silent: true });
    // only the change to idle starts an auto-save
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isIdle]);

  return { save, isSaving: mutation.isPending };
}
