import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { TLoadingStore } from './loading-store';

const LoadingContext = createContext<TLoadingStore | null>(null);

export function LoadingProvider({ store, children }: { store: TLoadingStore; children: ReactNode }) {
  return <LoadingContext.Provider value={store}>{children}</LoadingContext.Provider>;
}

export function useLoadingStore(): TLoadingStore {
  const store = useContext(LoadingContext);
  if (!store) throw new Error('useLoadingStore must be used inside LoadingProvider');
  return store;
}

/** How many opted-in operations are in flight; the top progress bar shows while it is above 0. */
export function useLoadingCount(): number {
  const store = useLoadingStore();
  return useSyncExternalStore(store.subscribe, store.getCount, store.getCount);
}
