import { useState } from 'react';
import { reviewPreviewPath } from '@askhr/shared/review/review-send.schemas';
import type { TReviewUtterance } from '@askhr/shared/review/review.schemas';
import type { TReviewSource } from '../api/review-source';
import { DeleteModal } from './delete-modal';
import { SelectionActions } from './selection-actions';
import { SendModal } from './send-modal';

interface TReviewSelectionProps {
  rows: readonly TReviewUtterance[];
  onSetState(state: number): void;
  isSettingState: boolean;
  onDeleted(): void;
  source?: TReviewSource;
}

/** The selected rows' actions and their dialogs; nothing while no row is selected. */
export function ReviewSelection(props: TReviewSelectionProps) {
  const { rows, onSetState, isSettingState, onDeleted, source = 'review' } = props;
  const isFeedback = source === 'feedback';
  const [dialog, setDialog] = useState<'send' | 'delete' | null>(null);
  const ids = rows.map((row) => row.id);
  const close = () => setDialog(null);

  return (
    <>
      {rows.length > 0 && (
        <SelectionActions
          count={rows.length}
          onSend={() => setDialog('send')}
          onPreview={() => window.open(reviewPreviewPath(ids, { isFeedback }), '_blank', 'noopener')}
          onDelete={isFeedback ? undefined : () => setDialog('delete')}
          onSetState={onSetState}
          isSettingState={isSettingState}
        />
      )}
      <SendModal ids={ids} opened={dialog === 'send'} onClose={close} source={source} />
      {!isFeedback && (
        <DeleteModal ids={ids} opened={dialog === 'delete'} onClose={close} onDeleted={onDeleted} />
      )}
    </>
  );
}
