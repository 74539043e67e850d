import { replayEarlyClicks } from '@bottega/fragment-kit';

/**
 * The shell has hydrated its root: its own buttons now answer, so the page's catcher (src/index.html,
 * `data-early-clicks`) stops holding their clicks, and the ones it held are given back, each once.
 */
export function shellHydrated(root = document.getElementById('root')) {
  if (!root) return;
  root.setAttribute('data-hydrated', '');
  replayEarlyClicks(root);
}
