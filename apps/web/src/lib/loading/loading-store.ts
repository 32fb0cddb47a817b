/**
 * Counts the operations the user is waiting for (opted-in loads and saves). Each operation is
 * identified by a token so that a repeated begin or end for the same operation counts once.
 */
export interface TLoadingStore {
  begin(token: unknown): void;
  end(token: unknown): void;
  getCount(): number;
  subscribe(listener: () => void): () => void;
  /** Counts a promise that is not a query or mutation (a file download, for instance). */
  track<T>(promise: Promise<T>): Promise<T>;
}

export function createLoadingStore(): TLoadingStore {
  const active = new Set<unknown>();
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  return {
    begin(token) {
      if (active.has(token)) return;
      active.add(token);
      emit();
    },
    end(token) {
      if (active.delete(token)) emit();
    },
    getCount: () => active.size,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    track(promise) {
      const token = Symbol('tracked');
      this.begin(token);
      return promise.finally(() => this.end(token));
    },
  };
}
