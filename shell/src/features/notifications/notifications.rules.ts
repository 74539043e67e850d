import * as z from 'zod/mini';
import { lazily, notificationSchema, type Notification } from '@bottega/browser-contract';

/** docs/product-rules.md §9: at most 3 notifications on screen, each gone after 3 s unless persistent. */
export const MAX_NOTIFICATIONS = 3;
export const NOTIFICATION_TIMEOUT_MS = 3000;

export interface Toast extends Notification {
  id: string;
}

/** Adds a notification unless it is already on screen (product rule §4), dropping the oldest beyond `max`. */
export function addToast(toasts: readonly Toast[], incoming: Toast, max = MAX_NOTIFICATIONS): readonly Toast[] {
  if (toasts.some((toast) => toast.message === incoming.message)) return toasts;
  const next = [...toasts, incoming];
  return next.length > max ? next.slice(next.length - max) : next;
}

export function removeToast(toasts: readonly Toast[], id: string): readonly Toast[] {
  return toasts.some((toast) => toast.id === id) ? toasts.filter((toast) => toast.id !== id) : toasts;
}

export const isPersistent = (notification: Notification) => notification.persist === true;

/** An error interrupts (alert); everything else waits for a pause in speech (status). */
export const roleFor = (notification: Notification): 'alert' | 'status' => (notification.type === 'danger' ? 'alert' : 'status');

export { MESSAGE_COOKIE } from '@bottega/api-contract';

// Product rule §3: the message cookie holds { message, type, icon, persist, title }. Whoever wrote it may
// have left the type out or written persist as text, so those two are read leniently.
const messageCookieSchema = lazily(() =>
  z.object({
    message: z.string().check(z.trim(), z.minLength(1)),
    type: z._default(notificationSchema().shape.type, 'info'),
    title: z.optional(z.string()),
    icon: z.optional(z.string()),
    persist: z.optional(
      z.union([
        z.boolean(),
        z.pipe(
          z.enum(['true', 'false']),
          z.transform((text) => text === 'true'),
        ),
      ]),
    ),
  }),
);

/** The notification a `message` cookie asks for, or null when the cookie is absent or malformed. */
export function parseMessageCookie(raw: string | undefined): Notification | null {
  if (!raw) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = messageCookieSchema().safeParse(json);
  if (!parsed.success) return null;
  const { message, type, title, icon, persist } = parsed.data;
  return { message, type, ...(title ? { title } : {}), ...(icon ? { icon } : {}), ...(persist !== undefined ? { persist } : {}) };
}
