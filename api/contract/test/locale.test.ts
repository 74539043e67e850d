import { CONFIGURATION, LOCALES, SHOP_COUNTRIES, shopperContext, shopperContextForPath } from '../src/locale';

const italianShopper = { market: 'it', currency: 'EUR', locale: 'it', store: 'it', country: 'IT', language: 'it-IT' };

describe('the shop’s locale and configuration (product rule §3)', () => {
  it('has one locale, it (it_IT), in euros, for Italy, San Marino and the Vatican', () => {
    expect(LOCALES).toEqual({ it: { code: 'it', iso: 'it_IT', defaultCurrency: 'EUR', countries: ['IT', 'SM', 'VA'] } });
    expect(SHOP_COUNTRIES).toEqual(['IT', 'SM', 'VA']);
  });

  it('maps the it locale to the it market in euros, with it as the default store', () => {
    expect(CONFIGURATION).toMatchObject({ tenantId: 'bottega', channel: 'storefront-web', markets: { it: { market: 'it', currency: 'EUR' } }, defaultStore: 'it' });
  });
});

describe('the shopper context of a path', () => {
  it('takes market, currency, locale, store, country and language from the first segment', () => {
    expect(shopperContextForPath('/it/c/uomo')).toEqual(italianShopper);
    expect(shopperContextForPath('/it')).toEqual(italianShopper);
  });

  it('falls back to the defaults on the root, an unknown locale or a malformed segment', () => {
    for (const path of ['/', '', '/privacy', '/en/wishlist', '/IT/c/uomo', '/%E0%A4%A/x', '/__proto__/x', '/constructor']) {
      expect(shopperContextForPath(path)).toEqual(italianShopper);
    }
  });

  it('keeps a country the locale serves and replaces any other', () => {
    expect(shopperContextForPath('/it/checkout', 'SM').country).toBe('SM');
    expect(shopperContext('it', 'VA').country).toBe('VA');
    expect(shopperContext('it', 'FR').country).toBe('IT');
    expect(shopperContext('it', 'sm').country).toBe('IT');
  });
});
