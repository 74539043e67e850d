import { cartLine, cartOf } from '@bottega/test-kit/fixtures';
import { excessQuantities, createDebounced, freeShippingProgress, goodsTotal, isOutdatedCart, lineStockLimit, localisePath, parseQuantity, withLineQuantity } from './cart.rules';

describe('typed quantities', () => {
  it('accepts a whole number between 1 and the stock left', () => {
    expect(parseQuantity(' 3 ', 5)).toEqual({ ok: true, value: 3 });
    expect(parseQuantity('5', 5)).toEqual({ ok: true, value: 5 });
  });

  it('refuses text, decimals and empty input with a message asking for a whole number', () => {
    for (const text of ['tre', '2.5', '2,5', '', '1e2']) {
      expect(parseQuantity(text, 10)).toEqual({ ok: false, message: 'Inserisci un numero intero' });
    }
  });

  it('refuses zero and negative quantities', () => {
    expect(parseQuantity('0', 10)).toEqual({ ok: false, message: 'La quantità minima è 1' });
    expect(parseQuantity('-2', 10)).toEqual({ ok: false, message: 'La quantità minima è 1' });
  });

  it('refuses more than the stock left, saying how many there are', () => {
    expect(parseQuantity('4', 3)).toEqual({ ok: false, message: 'Sono disponibili solo 3 pezzi' });
    expect(parseQuantity('2', 1)).toEqual({ ok: false, message: 'È disponibile un solo pezzo' });
  });

  it('limits a line by its stock when the shop says how many are left, otherwise by the API maximum', () => {
    expect(lineStockLimit(cartLine({ left: 2 }))).toBe(2);
    expect(lineStockLimit(cartLine({ left: null }))).toBe(9999);
  });
});

describe('optimistic cart', () => {
  const cart = cartOf([cartLine({ uid: '1', price: 30, regular: 40, quantity: 1 }), cartLine({ uid: '2', price: 10, quantity: 2 })]);

  it('recomputes the row, the count and the totals when a quantity changes', () => {
    const next = withLineQuantity(cart, '1', 3);
    expect(next.items[0]!.quantity).toBe(3);
    expect(next.items[0]!.prices.row_total.value).toBe(90);
    expect(next.items[0]!.prices.row_regular_total.value).toBe(120);
    expect(next.total_quantity).toBe(5);
    expect(next.prices.subtotal.value).toBe(110);
    expect(next.prices.grand_total.value).toBe(110);
  });
});

describe('lines the stock no longer covers', () => {
  it('takes off what each line holds beyond what it may hold now, all of a sold-out line', () => {
    const cart = cartOf([cartLine({ uid: '1', quantity: 3, max_quantity: 1 }), cartLine({ uid: '2', quantity: 2, max_quantity: 0 }), cartLine({ uid: '3', quantity: 5 })]);
    expect(excessQuantities(cart)).toEqual({ 1: 2, 2: 2 });
  });

  it('takes off nothing when every line is covered', () => {
    expect(excessQuantities(cartOf([cartLine({ quantity: 4 })]))).toEqual({});
  });
});

describe('free shipping progress', () => {
  it('counts down to free shipping in Italy', () => {
    expect(freeShippingProgress(60)).toEqual({ eligible: true, reached: false, remaining: 40, percent: 60, shipping: 5 });
  });

  it('is free in Italy from 100 EUR exactly', () => {
    expect(freeShippingProgress(100)).toMatchObject({ reached: true, remaining: 0, percent: 100, shipping: 0 });
    expect(freeShippingProgress(99.99)).toMatchObject({ reached: false, remaining: 0.01, shipping: 5 });
  });

  it('always costs 5 EUR outside Italy', () => {
    expect(freeShippingProgress(250, 'SM')).toEqual({ eligible: false, reached: false, remaining: 0, percent: 0, shipping: 5 });
  });

  it('measures the goods after discounts', () => {
    const cart = cartOf([cartLine({ price: 110 })]);
    cart.prices.discounts = [{ label: 'BENVENUTO10', amount: { value: 11, currency: 'EUR' } }];
    expect(goodsTotal(cart)).toBe(99);
  });
});

describe('checkout path', () => {
  it('puts the locale first in the path initCheckout answers', () => {
    expect(localisePath('/it', '/checkout/user-account')).toBe('/it/checkout/user-account');
    expect(localisePath('/it', 'checkout/user-account')).toBe('/it/checkout/user-account');
  });

  it('leaves a path that is already localised alone', () => {
    expect(localisePath('/it', '/it/checkout/user-account')).toBe('/it/checkout/user-account');
    expect(localisePath('/it', '/italia/checkout')).toBe('/it/italia/checkout');
  });
});

describe('outdated cart', () => {
  it('is a line or cart the server no longer has', () => {
    expect(isOutdatedCart(404, 'a', 'a')).toBe(true);
  });

  it('is a conflict after which the server holds another cart than the one shown', () => {
    expect(isOutdatedCart(409, 'guest-cart', 'customer-cart')).toBe(true);
  });

  it('is not a conflict about stock or a coupon on the same cart, nor any other error', () => {
    expect(isOutdatedCart(409, 'a', 'a')).toBe(false);
    expect(isOutdatedCart(409, null, 'a')).toBe(false);
    expect(isOutdatedCart(409, 'a', undefined)).toBe(false);
    expect(isOutdatedCart(400, 'a', 'b')).toBe(false);
    expect(isOutdatedCart(undefined, 'a', 'b')).toBe(false);
  });
});

describe('quantity debounce', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends only the last of rapid changes, once, after a quiet second', () => {
    const send = jest.fn();
    const debounced = createDebounced(send, 1000);
    debounced.push(2);
    jest.advanceTimersByTime(600);
    debounced.push(3);
    jest.advanceTimersByTime(600);
    debounced.push(4);
    jest.advanceTimersByTime(999);
    expect(send).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(4);
  });

  it('sends the pending value at once on flush, and nothing more afterwards', () => {
    const send = jest.fn();
    const debounced = createDebounced(send, 1000);
    debounced.push(5);
    expect(debounced.pending()).toBe(true);
    debounced.flush();
    expect(send).toHaveBeenCalledWith(5);
    expect(debounced.pending()).toBe(false);
    jest.advanceTimersByTime(2000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends nothing after cancel', () => {
    const send = jest.fn();
    const debounced = createDebounced(send, 1000);
    debounced.push(5);
    debounced.cancel();
    jest.advanceTimersByTime(2000);
    debounced.flush();
    expect(send).not.toHaveBeenCalled();
  });
});
