import { OPEN_REDIRECT_TRICKS, staysOnShop } from '@bottega/test-kit/openRedirectTricks';
import { matchRoute } from '@bottega/shell/routes';
import { redirectFor } from './redirect';

const redirect = (url: string) => redirectFor(url, matchRoute);

describe('301 rules of product rule §2', () => {
  it('serves the root path unprefixed', () => {
    expect(redirect('/')).toBeNull();
    expect(redirect('/?utm_source=news')).toBeNull();
  });

  it('moves any other unprefixed path under /it', () => {
    expect(redirect('/contact-us')).toBe('/it/contact-us');
    expect(redirect('/customer/account/createPassword')).toBe('/it/customer/account/createPassword');
    expect(redirect('/privacy')).toBeNull();
    // "/italia" only starts with the letters of the prefix, it is not under it.
    expect(redirect('/italia')).toBe('/it/italia');
  });

  it('sends an address under a locale kept only as content (en) to the same page under /it (ADR 0010)', () => {
    expect(redirect('/en/chi-siamo')).toBe('/it/chi-siamo');
    expect(redirect('/en')).toBe('/it');
    expect(redirect('/en/')).toBe('/it');
    expect(redirect('/en/my-account/cronologia-ordini')).toBe('/it/my-account/cronologia-ordini');
    expect(redirect('/en/about-us.html?ref=footer')).toBe('/it/about-us?ref=footer');
    expect(redirect('/en/cart')).toBe('/it/checkout/user-account');
    // Only the whole first segment is a locale.
    expect(redirect('/english')).toBe('/it/english');
  });

  it('removes a trailing .html before prefixing', () => {
    expect(redirect('/uomo/camicie.html')).toBe('/it/uomo/camicie');
    expect(redirect('/about-us.html?ref=footer')).toBe('/it/about-us?ref=footer');
  });

  it('sends a path containing cart whose route name contains cart to checkout/user-account', () => {
    expect(redirect('/it/cart')).toBe('/it/checkout/user-account');
    expect(redirect('/it/cart/')).toBe('/it/checkout/user-account');
    expect(redirect('/cart.html')).toBe('/it/checkout/user-account');
  });

  it('leaves paths that merely contain "cart", or a cart route spelled otherwise', () => {
    // The capitalised spelling's route is named "Cart" and its path has no lowercase "cart".
    expect(redirect('/it/Cart')).toBeNull();
    // A product under the catch-all: the path contains "cart", the route name does not.
    expect(redirect('/it/p/cartella-in-pelle')).toBeNull();
    expect(redirect('/it/borse/cartella-in-pelle')).toBeNull();
  });

  it('removes the trailing slash of a prefixed path', () => {
    expect(redirect('/it/')).toBe('/it');
    expect(redirect('/it/c/uomo/')).toBe('/it/c/uomo');
    expect(redirect('/it/my-account//')).toBe('/it/my-account');
  });

  it('answers the final address in one hop and keeps the query string', () => {
    expect(redirect('/donna/?page=2&sort=price')).toBe('/it/donna?page=2&sort=price');
    expect(redirect('/it/cart/?coupon=ESTATE')).toBe('/it/checkout/user-account?coupon=ESTATE');
  });

  it('never points to another origin', () => {
    const origin = 'https://www.bottega.it';
    const variants = [
      '//evil.com',
      '//evil.com/login',
      '/\\evil.com/login',
      '///evil.com/x',
      '/\\/evil.com/x',
      '/%2F%2Fevil.com/x',
      '/%5Cevil.com/x',
      '//evil.com/?next=//evil.com',
    ];
    for (const url of variants) {
      const location = redirect(url);
      // Either no redirect at all (a file-like path is left to the static host, which 404s) or a
      // redirect that a browser resolves on our own origin.
      if (location !== null) {
        expect(location).toMatch(/^\/it[/\\?]/);
        expect(new URL(location, origin).origin).toBe(origin);
      }
    }
    expect(redirect('//evil.com/login')).toBe('/it//evil.com/login');
    // A backslash is never in a Location of ours: the path is served as it is, and is not found.
    expect(redirect('/\\evil.com/login')).toBeNull();
  });

  it.each(OPEN_REDIRECT_TRICKS)('answers the trick %j with no Location that leaves the shop', (trick) => {
    const location = redirect(trick.startsWith('/') ? trick : `/${trick}`);
    expect(staysOnShop(location)).toBe(true);
  });

  it('leaves static files, the API, the registry and the service worker alone', () => {
    expect(redirect('/main.3f2a9c1b7d.js')).toBeNull();
    expect(redirect('/chunks/412.0a1b2c3d4e.css')).toBeNull();
    expect(redirect('/favicon.ico')).toBeNull();
    expect(redirect('/api/commerce/cart')).toBeNull();
    expect(redirect('/api')).toBeNull();
    expect(redirect('/registry.json')).toBeNull();
    expect(redirect('/sw.js')).toBeNull();
  });

  it('serves an already canonical page as it is', () => {
    expect(redirect('/it')).toBeNull();
    expect(redirect('/it/p/abc123?colore=blu')).toBeNull();
    expect(redirect('/it/checkout/user-account')).toBeNull();
  });
});
