import Cookies from 'js-cookie';
import type { Notification } from '@bottega/browser-contract';
import { addToast, isPersistent, MESSAGE_COOKIE, NOTIFICATION_TIMEOUT_MS, parseMessageCookie, removeToast, type Toast } from './notifications.rules';

export { MESSAGE_COOKIE };

export interface NotificationStore {
  getSnapshot(): readonly Toast[];
  subscribe(listener: () => void): () => void;
  show(notification: Notification): void;
  dismiss(id: string): void;
  /** While the shopper points at or focuses a toast, none disappears under them (WCAG 2.2.1). */
  hold(): void;
  release(): void;
}

/** Toasts on screen with their auto-dismiss timers; the component only renders the snapshot. */
export function createNotificationStore(timeoutMs = NOTIFICATION_TIMEOUT_MS): NotificationStore {
  let toasts: readonly Toast[] = [];
  let held = false;
  let sequence = 0;
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const listeners = new Set<() => void>();

  const emit = () => listeners.forEach((listener) => listener());
  const stopTimer = (id: string) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
  };
  const startTimer = (toast: Toast) => {
    if (isPersistent(toast) || held) return;
    stopTimer(toast.id);
    timers.set(
      toast.id,
      setTimeout(() => store.dismiss(toast.id), timeoutMs),
    );
  };
  const setToasts = (next: readonly Toast[]) => {
    if (next === toasts) return;
    for (const id of timers.keys()) if (!next.some((toast) => toast.id === id)) stopTimer(id);
    toasts = next;
    emit();
  };

  const store: NotificationStore = {
    getSnapshot: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    show(notification) {
      const toast: Toast = { ...notification, id: `toast-${++sequence}` };
      const next = addToast(toasts, toast);
      setToasts(next);
      if (next.includes(toast)) startTimer(toast);
    },
    dismiss: (id) => setToasts(removeToast(toasts, id)),
    hold() {
      held = true;
      for (const id of [...timers.keys()]) stopTimer(id);
    },
    release() {
      held = false;
      toasts.forEach(startTimer);
    },
  };
  return store;
}

/** The `message` cookie's notification (docs/product-rules.md §4), read once and removed even when malformed, so
 * it cannot come back on every page. */
export function takeMessageCookie(): Notification | null {
  const raw = Cookies.get(MESSAGE_COOKIE);
  if (raw === undefined) return null;
  Cookies.remove(MESSAGE_COOKIE, { path: '/' });
  return parseMessageCookie(raw);
}

/** Leaves a notification for the next page load, as the server side of the shop also does. */
export function storeMessageCookie(notification: Notification): void {
  Cookies.set(MESSAGE_COOKIE, JSON.stringify(notification), { path: '/', sameSite: 'lax' });
}
