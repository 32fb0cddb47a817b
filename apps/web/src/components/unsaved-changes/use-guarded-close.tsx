import { useRef, useState } from 'react';
import { DiscardConfirm } from './discard-confirm';
import { useUnsavedChanges } from './use-unsaved-changes';

/**
 * Closing of a modal or drawer that holds a form. A stray click on the overlay, Escape or the close
 * button ask "Discard your changes?" when there is unsaved work and close at once when there is
 * none; `close` is for the form's own Cancel and for after Save, which close without asking.
 * Leaving the page and closing the tab ask too (useUnsavedChanges). Render `confirm` with the modal
 * (inside it or beside it: it is a modal of its own).
 */
export function useGuardedClose(isDirty: boolean, onClose: () => void) {
  const { release } = useUnsavedChanges(isDirty);
  const [isAsking, setIsAsking] = useState(false);
  // Both modals hear the same Escape on the window, in either order, and React renders between the
  // two: the question opens only once that key press is over, and the key press that answers it
  // does not reach the form's modal as a new request to close.
  const isQuestionActive = useRef(false);

  const ask = () => {
    if (isQuestionActive.current) return;
    isQuestionActive.current = true;
    setTimeout(() => setIsAsking(true));
  };
  const keep = () => {
    setIsAsking(false);
    setTimeout(() => {
      isQuestionActive.current = false;
    });
  };
  const close = () => {
    release();
    setIsAsking(false);
    onClose();
  };

  return {
    /** spread on the Modal or Drawer */
    modalProps: {
      onClose: () => (isDirty ? ask() : onClose()),
      // while the question is open, Escape answers it and leaves the form alone
      closeOnEscape: !isAsking,
    },
    close,
    confirm: <DiscardConfirm opened={isAsking} onKeep={keep} onDiscard={close} />,
  };
}
