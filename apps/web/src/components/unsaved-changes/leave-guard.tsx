import { useBlocker, type BlockerFunction } from 'react-router';
import { LazyDiscardConfirm } from './lazy-discard-confirm';
import { unsavedChangesStore } from './unsaved-changes-store';

// only leaving the page loses the work: a filter written into the address keeps the page and its forms
const isLeavingUnsavedWork: BlockerFunction = ({ currentLocation, nextLocation }) =>
  currentLocation.pathname !== nextLocation.pathname && unsavedChangesStore.hasAny();

/** Asks before the router leaves a page that holds unsaved work (the menu, a link, Back). */
export function LeaveGuard() {
  const blocker = useBlocker(isLeavingUnsavedWork);
  return (
    <LazyDiscardConfirm
      opened={blocker.state === 'blocked'}
      onKeep={() => blocker.reset?.()}
      onDiscard={() => blocker.proceed?.()}
    />
  );
}
