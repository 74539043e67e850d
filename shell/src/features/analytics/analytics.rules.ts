/** Customer data sent with every analytics event (docs/product-rules.md §3). */
export type AnalyticsCustomer =
  { isLoggedIn: true; firstName?: string; lastName?: string; email?: string } | { isLoggedIn: false; customerId: 0; customerGroupId: 1; customerGroupCode: 'GENERAL' };

export const GUEST_CUSTOMER: AnalyticsCustomer = { isLoggedIn: false, customerId: 0, customerGroupId: 1, customerGroupCode: 'GENERAL' };

export interface CustomerProfile {
  firstname: string;
  lastname: string;
  email: string;
}

/** A logged-in shopper whose profile could not be loaded is still counted as logged in. */
export function customerData(loggedIn: boolean, profile: CustomerProfile | null): AnalyticsCustomer {
  if (!loggedIn) return GUEST_CUSTOMER;
  return profile ? { isLoggedIn: true, firstName: profile.firstname, lastName: profile.lastname, email: profile.email } : { isLoggedIn: true };
}

/** One dataLayer entry; the event name and the customer are the shell's, whatever the payload says. */
export function dataLayerEntry(event: string, payload: Record<string, unknown> | undefined, customer: AnalyticsCustomer): Record<string, unknown> {
  return { ...payload, event, customer };
}
