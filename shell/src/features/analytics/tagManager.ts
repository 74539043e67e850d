import { hasStatisticsConsent, subscribeConsent } from '../consent';
import { pageDataLayer } from './analytics';

/** The meta element in which the edge names the container (GTM_CONTAINER_URL; edge/src/html.ts). */
const TAG_MANAGER_META = 'bottega:tag-manager';

/** The container this page names, or null when none is configured. */
export function configuredContainer(doc: Document = document): string | null {
  return doc.querySelector<HTMLMetaElement>(`meta[name="${TAG_MANAGER_META}"]`)?.content || null;
}

export interface TagManagerDeps {
  containerUrl?: string | null;
  mayMeasure?: () => boolean;
  onConsentChange?: (listener: () => void) => () => void;
  dataLayer?: () => unknown[];
  document?: Document;
  now?: () => number;
}

/** Loads the tag manager only with consent to statistics (docs/product-rules.md §6, §7); a withdrawn consent stops
 * it with the next page, and a failed load changes nothing (§8). */
export function startTagManager({
  containerUrl = configuredContainer(),
  mayMeasure = () => hasStatisticsConsent(),
  onConsentChange = subscribeConsent,
  dataLayer = pageDataLayer,
  document: doc = document,
  now = Date.now,
}: TagManagerDeps = {}): () => void {
  if (!containerUrl) return () => undefined;
  let loaded = false;
  const load = () => {
    if (loaded || !mayMeasure()) return;
    loaded = true;
    unsubscribe();
    try {
      // What the container's own snippet pushes first: the start of its timing.
      dataLayer().push({ 'gtm.start': now(), event: 'gtm.js' });
      const script = doc.createElement('script');
      script.async = true;
      script.src = containerUrl;
      doc.head.appendChild(script);
    } catch {
      // A page that forbids either (an extension, a locked-down browser) just goes without.
    }
  };
  const unsubscribe = onConsentChange(load);
  load();
  return unsubscribe;
}
