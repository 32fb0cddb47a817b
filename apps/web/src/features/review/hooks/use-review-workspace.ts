import { useState } from 'react';
import type { RowSelectionState } from '@tanstack/react-table';
import type { TReviewOrderColumn, TReviewUtterance } from '@askhr/shared/review/review.schemas';
import { useUnsavedChanges } from '../../../components/unsaved-changes/use-unsaved-changes';
import { useReviewPage } from '../api/get-review-page';
import { useReviewRatings } from '../api/get-review-ratings';
import type { TReviewSource } from '../api/review-source';
import type { TReviewQuery } from '../review-query';
import type { TDraft } from './use-review-edits';
import { useReviewEdits } from './use-review-edits';
import { useReviewSave } from './use-review-save';

const uniqueById = <T extends { id: number }>(rows: T[]) => [
  ...new Map(rows.map((row) => [row.id, row])).values(),
];

/**
 * What Review Results and Feedback share: the query and its pages and chart, the rows' edits and
 * their saving, the selection and the row whose details are open.
 */
export function useReviewWorkspace(initial: () => TReviewQuery, source: TReviewSource = 'review') {
  const [query, setQuery] = useState<TReviewQuery>(initial);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [openId, setOpenId] = useState<number | null>(null);
  const page = useReviewPage(query, source);
  const ratings = useReviewRatings(query, source);
  // a row logged while the reviewer reads shifts the pages: the next page may repeat a row already shown
  const rows = uniqueById(page.data?.pages.flatMap((one) => one.data) ?? []);
  const selected = rows.filter((row) => selection[String(row.id)]);
  const openRow = rows.find((row) => row.id === openId);
  const edits = useReviewEdits();
  const saving = useReviewSave(rows, edits, source);
  // rows changed and not saved live only in this page: leaving it asks first
  useUnsavedChanges(edits.modifiedCount > 0);

  const sort = (column: TReviewOrderColumn) =>
    setQuery((current) => ({
      ...current,
      orderColumn: column,
      desc: current.orderColumn === column ? !current.desc : true,
    }));

  return {
    query,
    setQuery,
    page,
    ratings,
    edits,
    saving,
    openRow,
    closeDetails: () => setOpenId(null),
    saveDetails(row: TReviewUtterance, draft: TDraft) {
      edits.edit(row, draft);
      return saving.save({ only: [row], patch: draft });
    },
    /** the table's props, as ReviewList takes them (without its load-more part) */
    table: {
      rows,
      orderColumn: query.orderColumn,
      desc: query.desc,
      onSort: sort,
      rowEdit: edits.rowEdit,
      onEdit: edits.edit,
      selection,
      onSelectionChange: setSelection,
      onOpen: (row: TReviewUtterance) => setOpenId(row.id),
    },
    /** the selected rows' actions, as ReviewSelection takes them */
    selectionActions: {
      rows: selected,
      onSetState: (state: number) => void saving.save({ only: selected, patch: { state } }),
      isSettingState: saving.isSaving,
      onDeleted: () => setSelection({}),
      source,
    },
  };
}
