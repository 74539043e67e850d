import { SHOP_COUNTRIES, FLAT_SHIPPING_CENTS, FREE_SHIPPING_FROM_CENTS } from '@bottega/api-contract';
import { messages } from './messages';

export interface PricedLine {
  quantity: number;
  /** Unit price the shopper pays (special price when there is one). */
  priceCents: number;
  regularPriceCents: number;
}

export interface CouponRule {
  code: string;
  label: string;
  kind: 'percent' | 'fixed' | 'free_shipping';
  value: number;
  min_subtotal_cents: number;
  expires_at: Date | null;
}

export interface GiftCardBalance {
  code: string;
  balance_cents: number;
}

export interface Totals {
  subtotalCents: number;
  subtotalRegularCents: number;
  discountCents: number;
  /** null when nothing ships to the destination. */
  shippingCents: number | null;
  giftCards: { code: string; appliedCents: number; balanceCents: number }[];
  giftCardCents: number;
  grandTotalCents: number;
}

export function formatEuro(cents: number): string {
  return new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

/** Why a coupon cannot be used on a cart with this subtotal now, or null when it can. */
export function couponError(coupon: CouponRule, subtotalCents: number, now: Date): string | null {
  if (coupon.expires_at && coupon.expires_at.getTime() <= now.getTime()) return messages.couponInvalid;
  if (subtotalCents < coupon.min_subtotal_cents) return messages.couponMinimum(formatEuro(coupon.min_subtotal_cents));
  return null;
}

/**
 * Shipping for a destination: free in Italy from 100 EUR of goods (sale prices, before coupons), 5 EUR
 * otherwise and for San Marino and the Vatican; null for a country we do not ship to.
 */
export function shippingCents(country: string, subtotalCents: number, freeShippingCoupon = false): number | null {
  if (!(SHOP_COUNTRIES as readonly string[]).includes(country)) return null;
  if (freeShippingCoupon) return 0;
  return country === 'IT' && subtotalCents >= FREE_SHIPPING_FROM_CENTS ? 0 : FLAT_SHIPPING_CENTS;
}

/**
 * The cart's money: subtotal, coupon discount, shipping, gift cards (in the order applied, each up to
 * its balance) and what is left to pay. A coupon that no longer applies counts for nothing.
 */
export function computeTotals(input: { lines: PricedLine[]; coupon: CouponRule | null; giftCards: GiftCardBalance[]; country: string; now: Date }): Totals {
  const subtotalCents = input.lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
  const subtotalRegularCents = input.lines.reduce((sum, line) => sum + line.regularPriceCents * line.quantity, 0);
  const coupon = input.coupon && couponError(input.coupon, subtotalCents, input.now) === null ? input.coupon : null;
  let discountCents = 0;
  if (coupon?.kind === 'percent') discountCents = Math.round((subtotalCents * coupon.value) / 100);
  else if (coupon?.kind === 'fixed') discountCents = Math.min(coupon.value, subtotalCents);
  const shipping = input.lines.length === 0 ? 0 : shippingCents(input.country, subtotalCents, coupon?.kind === 'free_shipping');
  let due = subtotalCents - discountCents + (shipping ?? 0);
  const giftCards = input.giftCards.map((card) => {
    const appliedCents = Math.min(card.balance_cents, due);
    due -= appliedCents;
    return { code: card.code, appliedCents, balanceCents: card.balance_cents };
  });
  const giftCardCents = giftCards.reduce((sum, card) => sum + card.appliedCents, 0);
  return { subtotalCents, subtotalRegularCents, discountCents, shippingCents: shipping, giftCards, giftCardCents, grandTotalCents: due };
}

export function toMoney(cents: number): { value: number; currency: 'EUR' } {
  return { value: Math.round(cents) / 100, currency: 'EUR' };
}
