import type { Bus } from '@bottega/browser-contract';
import { loadApi, type Api } from '../api';
import { hasStatisticsConsent } from '../consent';
import { hasCustomerSession } from '../session';
import { customerData, dataLayerEntry, type CustomerProfile } from './analytics.rules';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** The tag manager's dataLayer of this page. */
export const pageDataLayer = () => (window.dataLayer ??= []);

export interface AnalyticsDeps {
  /** The API client, loaded on demand. */
  api?: () => Promise<Api>;
  mayMeasure?: () => boolean;
  loggedIn?: () => boolean;
  dataLayer?: () => unknown[];
}

/** Forwards `shell:analytics` to the dataLayer only with consent to statistics (docs/product-rules.md §6), with the
 * customer data of §3; the profile loads once per session, and a failed send is swallowed (§8). */
export function startAnalytics(
  bus: Bus,
  { api = loadApi, mayMeasure = () => hasStatisticsConsent(), loggedIn = () => hasCustomerSession(), dataLayer = pageDataLayer }: AnalyticsDeps = {},
): () => void {
  let profile: Promise<CustomerProfile | null> | null = null;
  const loadProfile = () =>
    (profile ??= api()
      .then((client) => client.call('commerce', 'customer'))
      .catch(() => null));
  // Events reach the dataLayer in the order they were published, even while the profile loads.
  let queue: Promise<void> = Promise.resolve();

  const subscriptions = [
    bus.on('account:changed').subscribe(() => {
      profile = null;
    }),
    bus.on('shell:analytics').subscribe(({ event, payload }) => {
      if (!mayMeasure()) return;
      const isLoggedIn = loggedIn();
      const customer = isLoggedIn ? loadProfile() : Promise.resolve(null);
      queue = queue
        .then(() => customer)
        .then((found) => {
          dataLayer().push(dataLayerEntry(event, payload, customerData(isLoggedIn, found)));
        })
        .catch(() => undefined);
    }),
  ];
  return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
}
