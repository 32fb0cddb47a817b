/**
 * Which mounted forms hold unsaved work. One for the whole portal: the router has one blocker and the
 * tab one unload, whichever forms are open.
 */
const dirtySources = new Map<symbol, boolean>();

export const unsavedChangesStore = {
  set(source: symbol, isDirty: boolean) {
    dirtySources.set(source, isDirty);
  },
  remove(source: symbol) {
    dirtySources.delete(source);
  },
  isDirty(source: symbol): boolean {
    return dirtySources.get(source) ?? false;
  },
  /** every form lets go: the whole portal is left on purpose (another tenant) */
  releaseAll() {
    for (const source of dirtySources.keys()) dirtySources.set(source, false);
  },
  hasAny(): boolean {
    return [...dirtySources.values()].some(Boolean);
  },
};
