import type { ResultOf } from '@bottega/api-contract';
import { messages } from '../../messages/it';

export type Cart = ResultOf<'commerce', 'cart'>;
export type CartLine = Cart['items'][number];

/** The API refuses more than this in one line (contract `quantity`). */
export const MAX_LINE_QUANTITY = 9999;
/** docs/product-rules.md §4: the cart quantity change is debounced 1000 ms. */
export const QUANTITY_DEBOUNCE_MS = 1000;
/** Product rule §9: free shipping in Italy from 100 EUR, otherwise 5 EUR. */
export const FREE_SHIPPING_THRESHOLD = 100;
export const STANDARD_SHIPPING = 5;

export type QuantityCheck = { ok: true; value: number } | { ok: false; message: string };

/** How many of this line the shopper may have: the stock left when the shop says so. */
export function lineStockLimit(line: Pick<CartLine, 'product'>): number {
  const left = line.product.only_x_left_in_stock;
  return left === null ? MAX_LINE_QUANTITY : Math.min(left, MAX_LINE_QUANTITY);
}

/** What a typed quantity means: text, negative or above stock gets a clear message and no request that
 * would fail; only whole numbers from 1 to the stock limit pass. */
export function parseQuantity(text: string, limit: number): QuantityCheck {
  const trimmed = text.trim();
  if (!/^-?\d+$/.test(trimmed)) return { ok: false, message: messages.quantity.notInteger };
  const value = Number(trimmed);
  if (value < 1) return { ok: false, message: messages.quantity.belowOne };
  if (value > limit) return { ok: false, message: messages.quantity.aboveStock(limit) };
  return { ok: true, value };
}

/** What each line holds beyond what it may hold now (the stock fell after it was added), by line uid:
 * the quantities to take off so the whole cart can be bought. Empty when every line is fine. */
export function excessQuantities(cart: Pick<Cart, 'items'>): Record<string, number> {
  const excess: Record<string, number> = {};
  for (const line of cart.items) {
    if (line.max_quantity !== null && line.quantity > line.max_quantity) excess[line.uid] = line.quantity - line.max_quantity;
  }
  return excess;
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const eur = (value: number) => ({ value: round2(value), currency: 'EUR' as const });

/** The cart as it will be once a line's quantity changes: shown at once, replaced by the server's answer. */
export function withLineQuantity(cart: Cart, uid: string, quantity: number): Cart {
  const items = cart.items.map((line) =>
    line.uid !== uid
      ? line
      : {
          ...line,
          quantity,
          prices: {
            ...line.prices,
            row_total: eur(line.prices.price.value * quantity),
            row_regular_total: eur(line.prices.regular_price.value * quantity),
          },
        },
  );
  return withTotals(cart, items);
}

function withTotals(cart: Cart, items: CartLine[]): Cart {
  const subtotal = items.reduce((sum, line) => sum + line.prices.row_total.value, 0);
  const regular = items.reduce((sum, line) => sum + line.prices.row_regular_total.value, 0);
  const delta = subtotal - cart.prices.subtotal.value;
  return {
    ...cart,
    items,
    total_quantity: items.reduce((sum, line) => sum + line.quantity, 0),
    prices: {
      ...cart.prices,
      subtotal: eur(subtotal),
      subtotal_regular: eur(regular),
      grand_total: eur(Math.max(0, cart.prices.grand_total.value + delta)),
    },
  };
}

export interface FreeShippingProgress {
  /** Whether free shipping applies to this destination at all (Italy only). */
  eligible: boolean;
  reached: boolean;
  /** What is still missing, in EUR (0 once reached). */
  remaining: number;
  /** 0–100, for the progress bar. */
  percent: number;
  /** The shipping the shopper will pay if nothing changes. */
  shipping: number;
}

/** Product rule §9: free shipping in Italy from 100 EUR of goods (after discounts); elsewhere always 5 EUR. */
export function freeShippingProgress(goodsTotal: number, country: string = 'IT'): FreeShippingProgress {
  const eligible = country === 'IT';
  const reached = eligible && goodsTotal >= FREE_SHIPPING_THRESHOLD;
  return {
    eligible,
    reached,
    remaining: eligible ? round2(Math.max(0, FREE_SHIPPING_THRESHOLD - goodsTotal)) : 0,
    percent: eligible ? Math.min(100, Math.max(0, Math.round((goodsTotal / FREE_SHIPPING_THRESHOLD) * 100))) : 0,
    shipping: reached ? 0 : STANDARD_SHIPPING,
  };
}

/** Goods after discounts: what the free-shipping threshold is measured against. */
export function goodsTotal(cart: Cart): number {
  const discounts = cart.prices.discounts.reduce((sum, discount) => sum + discount.amount.value, 0);
  return round2(cart.prices.subtotal.value - discounts);
}

/** Product rule §2: initCheckout answers a path without locale; the client puts the market prefix first. */
export function localisePath(basePath: string, path: string): string {
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  if (withSlash === basePath || withSlash.startsWith(`${basePath}/`)) return withSlash;
  return `${basePath}${withSlash}`;
}

/** Product rule §8 'cart outdated, must be reloaded': the line or cart is gone (404), or the server holds another cart
 * than the one on screen (409 and a different id on a fresh read); a 409 about stock or a coupon is an ordinary error. */
export function isOutdatedCart(status: number | undefined, shownId: string | null, currentId: string | null | undefined): boolean {
  if (status === 404) return true;
  return status === 409 && shownId !== null && currentId !== undefined && currentId !== shownId;
}

export interface Debounced<T> {
  /** Remember the latest value and restart the wait. */
  push(value: T): void;
  /** Send the pending value now, if any (on blur, on unmount). */
  flush(): void;
  cancel(): void;
  pending(): boolean;
}

/** Trailing debounce that only ever sends the last value (product rule §4: 1000 ms): rapid clicks collapse
 * into one absolute quantity, so no click is lost and no intermediate value reaches the server. */
export function createDebounced<T>(send: (value: T) => void, delayMs = QUANTITY_DEBOUNCE_MS): Debounced<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let latest: { value: T } | undefined;
  const fire = () => {
    timer = undefined;
    if (!latest) return;
    const { value } = latest;
    latest = undefined;
    send(value);
  };
  return {
    push(value) {
      latest = { value };
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(fire, delayMs);
    },
    flush() {
      if (timer !== undefined) clearTimeout(timer);
      fire();
    },
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      latest = undefined;
    },
    pending: () => latest !== undefined,
  };
}

/** Product rule §3 (cart note): at most 500 characters and never markup; what is wrong with `note`, or null when it may be sent. */
export function noteProblem(note: string): 'too-long' | 'markup' | null {
  if (note.length > 500) return 'too-long';
  if (/[<>]/.test(note)) return 'markup';
  return null;
}
