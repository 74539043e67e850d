import { computeTotals, couponError, shippingCents, type CouponRule } from './totals';

const now = new Date('2026-11-22T10:00:00Z');
const coupon = (over: Partial<CouponRule>): CouponRule => ({ code: 'X', label: 'X', kind: 'percent', value: 10, min_subtotal_cents: 0, expires_at: null, ...over });

describe('shipping', () => {
  it('is free in Italy from 100 EUR and 5 EUR below', () => {
    expect(shippingCents('IT', 10_000)).toBe(0);
    expect(shippingCents('IT', 9_999)).toBe(500);
  });

  it('costs 5 EUR to San Marino and the Vatican whatever the amount, and is unavailable elsewhere', () => {
    expect(shippingCents('SM', 50_000)).toBe(500);
    expect(shippingCents('VA', 100)).toBe(500);
    expect(shippingCents('FR', 100)).toBeNull();
  });
});

describe('cart totals', () => {
  const lines = [
    { quantity: 2, priceCents: 3_000, regularPriceCents: 4_000 },
    { quantity: 1, priceCents: 2_500, regularPriceCents: 2_500 },
  ];

  it('adds rows at sale and regular prices and adds shipping under the threshold', () => {
    const totals = computeTotals({ lines, coupon: null, giftCards: [], country: 'IT', now });
    expect(totals).toMatchObject({ subtotalCents: 8_500, subtotalRegularCents: 10_500, shippingCents: 500, grandTotalCents: 9_000 });
  });

  it('takes a percentage coupon off the goods and a gift card off what is left', () => {
    const totals = computeTotals({ lines, coupon: coupon({ value: 10 }), giftCards: [{ code: 'G', balance_cents: 2_000 }], country: 'IT', now });
    expect(totals.discountCents).toBe(850);
    expect(totals.giftCardCents).toBe(2_000);
    expect(totals.grandTotalCents).toBe(8_500 - 850 + 500 - 2_000);
  });

  it('never lets gift cards take the total below zero, and uses them in order', () => {
    const totals = computeTotals({
      lines,
      coupon: null,
      giftCards: [
        { code: 'A', balance_cents: 5_000 },
        { code: 'B', balance_cents: 10_000 },
      ],
      country: 'IT',
      now,
    });
    expect(totals.giftCards.map((card) => card.appliedCents)).toEqual([5_000, 4_000]);
    expect(totals.grandTotalCents).toBe(0);
  });

  it('ignores a coupon whose minimum the cart no longer reaches', () => {
    const fixed = coupon({ kind: 'fixed', value: 2_000, min_subtotal_cents: 10_000 });
    expect(couponError(fixed, 8_500, now)).toMatch(/almeno 100,00/);
    expect(computeTotals({ lines, coupon: fixed, giftCards: [], country: 'IT', now }).discountCents).toBe(0);
  });

  it('refuses an expired coupon and makes shipping free with a free-shipping coupon', () => {
    expect(couponError(coupon({ expires_at: new Date('2025-01-01') }), 1_000, now)).toBe('Il codice sconto non è valido o non è più utilizzabile.');
    expect(computeTotals({ lines, coupon: coupon({ kind: 'free_shipping' }), giftCards: [], country: 'SM', now }).shippingCents).toBe(0);
  });
});
