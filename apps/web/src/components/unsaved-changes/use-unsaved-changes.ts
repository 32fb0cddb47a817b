import { useCallback, useLayoutEffect, useState } from 'react';
import { preloadDiscardConfirm } from './lazy-discard-confirm';
import { unsavedChangesStore } from './unsaved-changes-store';

/**
 * Keeps a form's unsaved work from being left without a word: while `isDirty`, leaving the page
 * through the menu or the browser asks first (see LeaveGuard), and so does closing the tab.
 * `release` lets the form go on purpose (after Save, Cancel or a confirmed discard) so that the
 * navigation that follows does not ask again.
 */
export function useUnsavedChanges(isDirty: boolean) {
  const [source] = useState(() => Symbol('unsaved-changes'));

  // a layout effect: the page that unmounts the form is already clean when the router asks
  useLayoutEffect(() => {
    unsavedChangesStore.set(source, isDirty);
    if (!isDirty) return;
    preloadDiscardConfirm();
    const warn = (event: BeforeUnloadEvent) => {
      if (!unsavedChangesStore.isDirty(source)) return;
      // the browser asks with its own words; older ones only when returnValue is set
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [source, isDirty]);
  useLayoutEffect(() => () => unsavedChangesStore.remove(source), [source]);

  const release = useCallback(() => unsavedChangesStore.set(source, false), [source]);
  return { release };
}
