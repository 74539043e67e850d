import { notify, type Bus, type Notification } from '@bottega/browser-contract';

/** Toasts are the shell's: this remote only asks for one (docs/product-rules.md §4: max 3, deduplicated, 3 s). */
export function toast(bus: Bus, type: Notification['type'], message: string, title?: string) {
  bus.publish(notify(title ? { type, message, title } : { type, message }));
}
