/** What is loading now, by name; keys make it idempotent, so a slot reporting "loading" twice needs one "done". */
export interface Progress {
  start(key?: string): void;
  done(key?: string): void;
  /** For callbacks that report a boolean, like the Slot's `onLoading`. */
  set(key: string, loading: boolean): void;
  isLoading(): boolean;
  subscribe(listener: () => void): () => void;
}

export function createProgress(): Progress {
  const pending = new Set<string>();
  const listeners = new Set<() => void>();
  const set = (key: string, loading: boolean) => {
    const before = pending.size > 0;
    if (loading) pending.add(key);
    else pending.delete(key);
    if (before !== pending.size > 0) listeners.forEach((listener) => listener());
  };
  return {
    start: (key = 'navigation') => set(key, true),
    done: (key = 'navigation') => set(key, false),
    set,
    isLoading: () => pending.size > 0,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The page's one progress: slots and navigation report here, the bar at the top reads it. */
export const progress = createProgress();
