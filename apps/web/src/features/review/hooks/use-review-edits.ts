import { useState } from 'react';
import { REVIEW_STATES } from '@askhr/shared/bot/bot.constants';
import type { TReviewSave } from '@askhr/shared/review/review-actions.schemas';
import type { TReviewUtterance } from '@askhr/shared/review/review.schemas';
import type { TSaveOutcome } from '../api/save-review';

interface TDraft {
  state: number;
  observations: string;
}

export interface TRowEdit extends TDraft {
  isModified: boolean;
  hasFailed: boolean;
}

/**
 * The reviewer's unsaved changes, kept beside the server rows rather than in a copy of them: a row is
 * modified while its draft differs from what the server returned (spec 001 section 4).
 */
export function useReviewEdits() {
  const [drafts, setDrafts] = useState<ReadonlyMap<number, TDraft>>(new Map());
  const [failedIds, setFailedIds] = useState<ReadonlySet<number>>(new Set());

  function edit(row: TReviewUtterance, patch: Partial<TDraft>) {
    const next = { state: row.state, observations: row.observations, ...drafts.get(row.id), ...patch };
    const isOriginal = next.state === row.state && next.observations === row.observations;
    setDrafts((current) => {
      const copy = new Map(current);
      if (isOriginal) copy.delete(row.id);
      else copy.set(row.id, next);
      return copy;
    });
  }

  function rowEdit(row: TReviewUtterance): TRowEdit {
    const draft = drafts.get(row.id);
    return {
      state: draft?.state ?? row.state,
      observations: draft?.observations ?? row.observations,
      isModified: draft !== undefined,
      hasFailed: failedIds.has(row.id),
    };
  }

  function saveBodies(rows: readonly TReviewUtterance[], silent: boolean): TReviewSave[] {
    return rows.flatMap((row) => {
      const draft = drafts.get(row.id);
      if (!draft) return [];
      // an Out of Scope row names no question to train (spec 001 section 5)
      const isOutOfScope = draft.state === REVIEW_STATES.outOfScope;
      return [
        {
          id: row.id,
          state: draft.state,
          observations: draft.observations,
          customerObservations: row.customerObservations,
          reviewQuestionId: isOutOfScope ? null : row.reviewQuestionId,
          modelUtterance: isOutOfScope ? null : (row.modelUtterance?.utterance ?? null),
          silent,
        },
      ];
    });
  }

  function settle({ savedIds, failedIds: failed }: TSaveOutcome) {
    setDrafts((current) => {
      const copy = new Map(current);
      for (const id of savedIds) copy.delete(id);
      return copy;
    });
    setFailedIds(new Set(failed));
  }

  return { edit, rowEdit, saveBodies, settle, modifiedCount: drafts.size };
}
