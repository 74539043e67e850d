/** docs/product-rules.md §9: at most one reload every 60 seconds, so a chunk that is truly gone cannot loop. */
export const RELOAD_GUARD_MS = 60_000;

const CHUNK_MESSAGES = [
  /Loading (CSS )?chunk [\w./-]+ failed/i, // webpack's JS and mini-css-extract's CSS chunks
  /RUNTIME-008/, // Module Federation: "Failed to load script resources" (a remoteEntry or its chunks)
  /Failed to fetch dynamically imported module/i, // native import()
  /error loading dynamically imported module/i, // the same, in Firefox
];

/** A chunk that could not load: after a deploy the page may ask for hashed files that are gone, and only a fresh page recovers. */
export function isChunkLoadError(reason: unknown): boolean {
  if (typeof reason !== 'object' || reason === null) return false;
  const { name, code, message } = reason as { name?: unknown; code?: unknown; message?: unknown };
  if (name === 'ChunkLoadError' || code === 'CSS_CHUNK_LOAD_FAILED') return true;
  return typeof message === 'string' && CHUNK_MESSAGES.some((pattern) => pattern.test(message));
}

/** Whether a reload is allowed now, given when the last one happened (null: never, or unreadable). */
export function mayReload(lastReloadMs: number | null, nowMs: number, guardMs = RELOAD_GUARD_MS): boolean {
  return lastReloadMs === null || nowMs - lastReloadMs >= guardMs || nowMs < lastReloadMs;
}
