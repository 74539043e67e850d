import { readShopperCookies } from './cookies';

const italian = { market: 'it', store: 'it', locale: 'it', currency: 'EUR', country: 'IT', language: 'it-IT' };

describe('the shopper context the API reads from the cookies', () => {
  it('is the Italian shop’s defaults when the cookies say nothing', () => {
    expect(readShopperCookies({})).toEqual(italian);
  });

  it('replaces a foreign or malformed market, store, locale, currency or language by the defaults', () => {
    expect(readShopperCookies({ market: 'us', store: 'en', locale: 'en', currency: 'USD', language: 'en-US' })).toEqual(italian);
    expect(readShopperCookies({ market: '<script>', locale: '__proto__', currency: '€€€', country: 'Italia' })).toEqual(italian);
  });

  it('keeps a served country, and a well-formed foreign one so shipping can say it does not go there', () => {
    expect(readShopperCookies({ country: 'SM' }).country).toBe('SM');
    expect(readShopperCookies({ country: 'FR' }).country).toBe('FR');
  });

  it('keeps the cart, customer, wishlist and segments tokens, and drops malformed ones', () => {
    expect(readShopperCookies({ cart: 'abc123', customer: 'tok.en', wishlist: 'w-1', segments: 'a:b' })).toEqual({
      ...italian,
      cart: 'abc123',
      customer: 'tok.en',
      wishlist: 'w-1',
      segments: 'a:b',
    });
    expect(readShopperCookies({ cart: 'a b', customer: 'x'.repeat(200) })).toEqual(italian);
  });

  it('keeps the session expiry only when it is a number of seconds', () => {
    expect(readShopperCookies({ customer_expires: '1767225600' }).customerExpires).toBe('1767225600');
    expect(readShopperCookies({ customer_expires: 'mercoledì' }).customerExpires).toBeUndefined();
  });
});
