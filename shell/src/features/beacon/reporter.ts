import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { sendBeacon, toBeacon, type SeenReports, type VitalName } from './beacon.rules';

/** The reporter (./index.ts): the landing page's Web Vitals and the errors seen, sent as one batch each time the
 * page is hidden. */
export function startReporter(reports: SeenReports): void {
  const vitals = new Map<VitalName, number>();
  const keep = ({ name, value }: Metric) => vitals.set(name as VitalName, value);
  // LCP, CLS and INP are final only once the page is hidden (LCP at the first input too, which may
  // come before this code does), and a navigation away may reach pagehide first: their running
  // values are kept, so whatever sends the batch sends them.
  const running = { reportAllChanges: true };
  onLCP(keep, running);
  onINP(keep, running);
  onCLS(keep, running);
  onTTFB(keep);

  const flush = () => {
    const beacon = toBeacon(reports.page, reports.seen, vitals);
    if (!beacon) return;
    sendBeacon(beacon);
    // The head script keeps pushing into the same array.
    reports.seen.length = 0;
    vitals.clear();
  };
  // web-vitals reports CLS and INP from its own listener of the same event, added above: this one runs after it.
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush(), true);
  addEventListener('pagehide', flush, true);
}
