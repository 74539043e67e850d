import { contextCookieHeaders } from './contextCookies';

const YEAR = 365 * 24 * 60 * 60;
const names = (headers: string[]) => headers.map((header) => header.slice(0, header.indexOf('=')));

describe('the context cookies of a page', () => {
  it('gives a first visit to /it the Italian market, store, locale, currency, country and language for 365 days', () => {
    expect(contextCookieHeaders('/it/c/uomo', undefined, { secure: false })).toEqual([
      `market=it; Max-Age=${YEAR}; Path=/; SameSite=Lax`,
      `store=it; Max-Age=${YEAR}; Path=/; SameSite=Lax`,
      `locale=it; Max-Age=${YEAR}; Path=/; SameSite=Lax`,
      `currency=EUR; Max-Age=${YEAR}; Path=/; SameSite=Lax`,
      `country=IT; Max-Age=${YEAR}; Path=/; SameSite=Lax`,
      `language=it-IT; Max-Age=${YEAR}; Path=/; SameSite=Lax`,
    ]);
  });

  it('marks them Secure in production', () => {
    for (const header of contextCookieHeaders('/it', undefined, { secure: true })) expect(header).toMatch(/; SameSite=Lax; Secure$/);
  });

  it('sets nothing when the cookies already hold the context, a served country included', () => {
    const right = 'cart=abc; market=it; store=it; locale=it; currency=EUR; country=SM; language=it-IT';
    expect(contextCookieHeaders('/it/checkout/shipping', right, { secure: false })).toEqual([]);
  });

  it('replaces only the malformed or foreign ones by the defaults', () => {
    const headers = contextCookieHeaders('/it', 'market=us; store=it; locale=%E0%A4%A; currency=USD; country=FR; language=it-IT', { secure: false });
    expect(names(headers)).toEqual(['market', 'locale', 'currency', 'country']);
    expect(headers.map((header) => header.split(';')[0])).toEqual(['market=it', 'locale=it', 'currency=EUR', 'country=IT']);
  });

  it('uses the defaults on a path without a known locale (the root, the privacy policy)', () => {
    expect(contextCookieHeaders('/', undefined, { secure: false })).toEqual(contextCookieHeaders('/it', undefined, { secure: false }));
    expect(contextCookieHeaders('/privacy', undefined, { secure: false })).toEqual(contextCookieHeaders('/it', undefined, { secure: false }));
  });
});
