import { isGuestRequest, keepCookies, parseCookieHeader, RENDERER_COOKIES, SHOPPER_COOKIES } from '../src/cookieHeader';

describe('parseCookieHeader', () => {
  it('reads name=value pairs, keeps the first of a repeated name and skips broken ones', () => {
    expect(parseCookieHeader('a=1; b = x%20y ;a=2; junk; c=%ZZ; =3')).toEqual({ a: '1', b: 'x y' });
    expect(parseCookieHeader(undefined)).toEqual({});
  });
});

describe('keepCookies', () => {
  it('keeps only the named pairs, each as it came and in order', () => {
    expect(keepCookies('consent=%7B%7D; cart=c%201; junk; locale=it_IT; cart=old; =x', ['cart', 'locale'])).toBe('cart=c%201; locale=it_IT; cart=old');
  });

  it('gives an empty header when none of the names is there', () => {
    expect(keepCookies('consent=1; _ga=GA1', SHOPPER_COOKIES)).toBe('');
    expect(keepCookies(undefined, SHOPPER_COOKIES)).toBe('');
  });

  it("gives a renderer the shopper's own cookies and their context, never a tester's overrides or the consent", () => {
    const header = 'customer=t0k; customer_expires=1999999999; bottega_mf_overrides=%7B%7D; consent=%7B%7D; market=IT; wishlist=w1';
    expect(keepCookies(header, RENDERER_COOKIES)).toBe('customer=t0k; customer_expires=1999999999; market=IT; wishlist=w1');
  });
});

describe('isGuestRequest', () => {
  it.each(['cart=c1', 'customer=t0k', 'customer_expires=1999999999', 'wishlist=w1', 'segments=s1'])('is false with %s', (cookie) => {
    expect(isGuestRequest(`consent=1; ${cookie}; locale=it_IT`)).toBe(false);
  });

  it('is true with context, consent and overrides alone, or no cookie', () => {
    expect(isGuestRequest('locale=it_IT; market=IT; consent=1; bottega_mf_overrides=%7B%7D')).toBe(true);
    expect(isGuestRequest(undefined)).toBe(true);
  });
});
