import { sendBeacon, toBeacon } from './beacon.rules';

export { BEACON_META, BEACON_PATH, CSP_REPORT_PATH } from './beacon.rules';

/** What counts as the shopper's first intent: the reporter's code is then fetched and run. */
const INTENT = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const;
/** A shopper who only reads: the reporter comes this long after `load`, when the page is idle. */
const AFTER_LOAD_MS = 3000;

/** Real shoppers' reports (docs/adr/0034): the reporter (≈ 3.5 KB gzip) loads on first intent or when idle after `load`,
 * never in the page's start; a page hidden before then sends what the head script saw. */
export function startBeacon(load = () => import(/* webpackChunkName: "beacon" */ './reporter')): void {
  const reports = window.__bottegaReports;
  if (!reports) return;
  let started = false;
  const sendSeen = () => {
    if (started || document.visibilityState !== 'hidden') return;
    const beacon = toBeacon(reports.page, reports.seen, new Map());
    if (beacon && sendBeacon(beacon)) reports.seen.length = 0;
  };
  const start = () => {
    if (started) return;
    started = true;
    for (const type of INTENT) removeEventListener(type, start, true);
    document.removeEventListener('visibilitychange', sendSeen, true);
    // A reporter that cannot load is no reason for the chunk-reload feature to reload the page.
    load().then(
      ({ startReporter }) => startReporter(reports),
      () => {},
    );
  };
  for (const type of INTENT) addEventListener(type, start, { capture: true, passive: true });
  document.addEventListener('visibilitychange', sendSeen, true);
  const whenIdle = () => setTimeout(() => ('requestIdleCallback' in window ? requestIdleCallback(start, { timeout: 5000 }) : start()), AFTER_LOAD_MS);
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
