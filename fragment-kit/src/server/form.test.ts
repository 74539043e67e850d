import { cookieHeaderAfter } from './form';

describe('the Cookie header a form’s later API calls send', () => {
  const now = Date.parse('2026-11-28T00:00:00Z');

  it('adds what the API set and replaces what it set again, keeping the rest as it came', () => {
    expect(cookieHeaderAfter('cart=abc; consent=%7B%7D', ['customer=t0k3n; Path=/; HttpOnly; Max-Age=3600', 'customer_expires=1900000000; Path=/'], now)).toBe(
      'cart=abc; consent=%7B%7D; customer=t0k3n; customer_expires=1900000000',
    );
    expect(cookieHeaderAfter('cart=old', ['cart=new; Path=/'], now)).toBe('cart=new');
  });

  it('leaves out what the API cleared, by Max-Age or a past Expires', () => {
    expect(cookieHeaderAfter('cart=abc; wishlist=w1; segments=a', ['cart=; Path=/; Max-Age=0', 'wishlist=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT'], now)).toBe(
      'segments=a',
    );
    expect(cookieHeaderAfter('cart=abc', ['cart=; Max-Age=0'], now)).toBeUndefined();
  });

  it('starts from no cookies at all', () => {
    expect(cookieHeaderAfter(undefined, [], now)).toBeUndefined();
    expect(cookieHeaderAfter(undefined, ['cart=abc; Path=/'], now)).toBe('cart=abc');
  });
});
