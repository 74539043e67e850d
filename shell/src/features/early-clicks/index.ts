import { replayEarlyClicks } from '@bottega/fragment-kit';

/** The shell has hydrated its root, so the catcher (src/index.html, `data-early-clicks`) stops holding its clicks
 * and gives back the ones it held, each once (react#22448). */
export function shellHydrated(root = document.getElementById('root')) {
  if (!root) return;
  root.setAttribute('data-hydrated', '');
  replayEarlyClicks(root);
}
