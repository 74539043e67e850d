import * as z from 'zod/mini';
import { lazily } from './lazily';

/** A notification as docs/product-rules.md §3 describes it. */
export const notificationSchema = lazily(() =>
  z.object({
    type: z.enum(['secondary', 'info', 'success', 'warning', 'danger']),
    message: z.string().check(z.minLength(1)),
    title: z.optional(z.string()),
    icon: z.optional(z.string()),
    persist: z.optional(z.boolean()),
    action: z.optional(z.object({ label: z.string(), href: z.string() })),
  }),
);
export type Notification = z.infer<ReturnType<typeof notificationSchema>>;

/** How a navigation goes into the history: a new entry (a shopper's choice) or in place of the current one (a redirect). */
export interface NavigateOptions {
  replace?: boolean;
}

/** A version-1 event with this payload, its schema built when a listener first asks for it. */
const v1 = <S extends z.core.$ZodLooseShape>(shape: () => S) => lazily(() => z.object({ v: z.literal(1), ...shape() }));
const count = () => z.optional(z.int().check(z.minimum(0)));

/** Every event teams exchange, named `<team>:<fact>`; a listener ignores a payload that does not parse, so a newer payload never breaks an older consumer. */
export const eventSchemas = {
  'cart:open': v1(() => ({})),
  'cart:close': v1(() => ({})),
  'cart:changed': v1(() => ({ totalQuantity: count() })),
  // Add-to-cart was pressed before every option was chosen: the page that placed the button asks for them.
  'cart:options-needed': v1(() => ({ sku: z.string() })),
  'wishlist:open': v1(() => ({})),
  'wishlist:close': v1(() => ({})),
  'wishlist:changed': v1(() => ({ count: count() })),
  'account:open-login': v1(() => ({ mode: z.optional(z.enum(['login', 'register', 'forgot'])), then: z.optional(z.string()) })),
  'account:changed': v1(() => ({ loggedIn: z.boolean() })),
  'content:open-newsletter': v1(() => ({})),
  'shell:notify': v1(() => ({ notification: notificationSchema() })),
  // `replace` is optional so every publisher's payload parses; a redirect replaces its entry so Back skips it.
  'shell:navigate': v1(() => ({ to: z.string(), replace: z.optional(z.boolean()) })),
  'shell:close-mobile-menu': v1(() => ({})),
  'shell:remote-failed': v1(() => ({ remote: z.string(), fragment: z.optional(z.string()), reason: z.string() })),
  'shell:analytics': v1(() => ({ event: z.string(), payload: z.optional(z.record(z.string(), z.unknown())) })),
} as const;

export type EventName = keyof typeof eventSchemas;
export type EventPayload<N extends EventName> = z.infer<ReturnType<(typeof eventSchemas)[N]>>;
export interface BusEvent<N extends EventName = EventName> {
  name: N;
  payload: EventPayload<N>;
}

/** Opening one of these overlays closes the mobile menu first (product rule §4). */
export const overlayOpeners: readonly EventName[] = ['cart:open', 'wishlist:open', 'account:open-login'];

export const event = <N extends EventName>(name: N, payload: Omit<EventPayload<N>, 'v'>): BusEvent<N> => ({
  name,
  payload: { v: 1, ...payload } as EventPayload<N>,
});

export const cartOpen = () => event('cart:open', {});
export const cartClose = () => event('cart:close', {});
export const cartChanged = (totalQuantity?: number) => event('cart:changed', { totalQuantity });
export const cartOptionsNeeded = (sku: string) => event('cart:options-needed', { sku });
export const wishlistOpen = () => event('wishlist:open', {});
export const wishlistClose = () => event('wishlist:close', {});
export const wishlistChanged = (count?: number) => event('wishlist:changed', { count });
export const accountOpenLogin = (mode?: 'login' | 'register' | 'forgot', then?: string) => event('account:open-login', { mode, then });
export const accountChanged = (loggedIn: boolean) => event('account:changed', { loggedIn });
export const contentOpenNewsletter = () => event('content:open-newsletter', {});
export const notify = (notification: Notification) => event('shell:notify', { notification });
export const navigateTo = (to: string, options: NavigateOptions = {}) => event('shell:navigate', { to, ...options });
export const remoteFailed = (remote: string, reason: string, fragment?: string) => event('shell:remote-failed', { remote, reason, fragment });
export const analytics = (name: string, payload?: Record<string, unknown>) => event('shell:analytics', { event: name, payload });
