import { browserStorage } from '@bottega/fragment-kit/storage';
import { isChunkLoadError, mayReload } from './chunkReload.rules';

/** Session storage: the guard holds per tab, and a new visit starts clean. */
export const RELOAD_KEY = 'bottega:chunk-reload';

export interface ChunkReloadDeps {
  storage?: Storage;
  reload?: () => void;
  now?: () => number;
  online?: () => boolean;
}

function lastReload(storage: Storage): number | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(RELOAD_KEY) ?? 'null');
    return typeof value === 'number' && Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

/** Reloads for a chunk-load failure at most once per 60 s (docs/product-rules.md §4); returns whether it did, so an
 * error boundary shows its own message otherwise. */
export function reloadForChunkError(
  reason: unknown,
  { storage = browserStorage('sessionStorage'), reload = () => window.location.reload(), now = Date.now, online = () => navigator.onLine }: ChunkReloadDeps = {},
): boolean {
  // Offline, a chunk fails because the connection dropped, not because a deploy removed it: a reload
  // would only show the browser's offline page. The slot shows its fallback instead.
  if (!isChunkLoadError(reason) || !online()) return false;
  const time = now();
  if (!mayReload(lastReload(storage), time)) return false;
  try {
    storage.setItem(RELOAD_KEY, JSON.stringify(time));
  } catch {
    // Without storage the guard cannot hold: a reload loop is worse than a broken slot.
    return false;
  }
  reload();
  return true;
}

/** Watches for chunk failures nobody caught (uncaught errors and unhandled rejections). */
export function installChunkReload(deps: ChunkReloadDeps = {}, target: Window = window): () => void {
  const onError = (event: ErrorEvent) => {
    reloadForChunkError(event.error, deps);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    reloadForChunkError(event.reason, deps);
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
