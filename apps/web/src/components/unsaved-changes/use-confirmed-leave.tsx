import { useState } from 'react';
import { LazyDiscardConfirm } from './lazy-discard-confirm';
import { unsavedChangesStore } from './unsaved-changes-store';

/**
 * For a way out that the router's blocker does not see in time (the tenant switch drops the pages
 * before it navigates): asks first when any form holds unsaved work.
 */
export function useConfirmedLeave(leave: () => void) {
  const [isAsking, setIsAsking] = useState(false);
  return {
    request: () => (unsavedChangesStore.hasAny() ? setIsAsking(true) : leave()),
    confirm: (
      <LazyDiscardConfirm
        opened={isAsking}
        onKeep={() => setIsAsking(false)}
        onDiscard={() => {
          setIsAsking(false);
          unsavedChangesStore.releaseAll();
          leave();
        }}
      />
    ),
  };
}
