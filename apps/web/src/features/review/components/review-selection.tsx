import { useState } from 'react';
import { reviewPreviewPath } from '@askhr/shared/review/review-send.schemas';
import type { TReviewUtterance } from '@askhr/shared/review/review.schemas';
import { DeleteModal } from './delete-modal';
import { SelectionActions } from './selection-actions';
import { SendModal } from './send-modal';

interface TReviewSelectionProps {
  rows: readonly TReviewUtterance[];
  onSetState(state: number): void;
  isSettingState: boolean;
  onDeleted(): void;
}

/** The selected rows' actions and their dialogs; nothing while no row is selected. */
export function ReviewSelection({ rows, onSetState, isSettingState, onDeleted }: TReviewSelectionProps) {
  const [dialog, setDialog] = useState<'send' | 'delete' | null>(null);
  const ids = rows.map((row) => row.id);
  const close = () => setDialog(null);

  return (
    <>
      {rows.length > 0 && (
        <SelectionActions
          count={rows.length}
          onSend={() => setDialog('send')}
          onPreview={() => window.open(reviewPreviewPath(ids), '_blank', 'noopener')}
          onDelete={() => setDialog('delete')}
          onSetState={onSetState}
          isSettingState={isSettingState}
        />
      )}
      <SendModal ids={ids} opened={dialog === 'send'} onClose={close} />
      <DeleteModal ids={ids} opened={dialog === 'delete'} onClose={close} onDeleted={onDeleted} />
    </>
  );
}
