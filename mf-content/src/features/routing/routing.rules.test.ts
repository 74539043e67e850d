import { catchAllPath, catchAllUrl, localised, lookupUrl, targetFor } from './routing.rules';

describe('catch-all path rule (product rule §2)', () => {
  it('takes the still-encoded path after the locale prefix', () => {
    expect(catchAllPath('/it/uomo/giacche/giacca%2Fblu', '/it')).toBe('uomo/giacche/giacca%2Fblu');
    expect(catchAllPath('/it/chi-siamo/', '/it')).toBe('chi-siamo');
  });

  it('falls back to the router param when the pathname is elsewhere', () => {
    expect(catchAllPath('/', '/it', 'chi-siamo')).toBe('chi-siamo');
  });

  it('keeps the encoded form for three segments whose third holds an encoded slash', () => {
    expect(lookupUrl('uomo/giacche/giacca%2Fblu')).toBe('uomo/giacche/giacca%2Fblu');
    expect(lookupUrl('uomo/giacche/giacca%2fblu')).toBe('uomo/giacche/giacca%2fblu');
  });

  it('decodes every other path', () => {
    expect(lookupUrl('uomo/giacche/giacca%20blu')).toBe('uomo/giacche/giacca blu');
    expect(lookupUrl('uomo/giacca%2Fblu')).toBe('uomo/giacca/blu');
    expect(lookupUrl('a/b/c/d%2Fe')).toBe('a/b/c/d/e');
    expect(lookupUrl('informazioni-spedizione')).toBe('informazioni-spedizione');
  });

  it('leaves a malformed escape as it is instead of failing', () => {
    expect(lookupUrl('saldi/100%')).toBe('saldi/100%');
  });
});

describe('who renders a resolved route', () => {
  it('hands products and categories to the catalog team', () => {
    expect(targetFor({ type: 'PRODUCT', uid: 'p-42', url_key: 'giacca', relative_url: 'giacca' }, '/it')).toEqual({
      kind: 'fragment',
      remote: 'mf_catalog',
      fragment: 'ProductPage',
      params: { productId: 'p-42' },
    });
    expect(targetFor({ type: 'CATEGORY', uid: 'c-7', url_key: 'donna', relative_url: 'donna' }, '/it')).toMatchObject({
      fragment: 'CategoryPage',
      params: { categoryId: 'c-7' },
    });
  });

  it('renders CMS pages itself and unknown paths as not found', () => {
    expect(targetFor({ type: 'CMS_PAGE', identifier: 'about-us', url_key: 'chi-siamo', relative_url: 'chi-siamo' }, '/it')).toEqual({ kind: 'cms', identifier: 'about-us' });
    expect(targetFor(null, '/it')).toEqual({ kind: 'not-found' });
    expect(targetFor(undefined, '/it')).toEqual({ kind: 'not-found' });
  });

  it('follows a redirect under the locale prefix', () => {
    expect(targetFor({ type: 'REDIRECT', redirect_code: 301, relative_url: '/uomo/cappotti' }, '/it')).toEqual({ kind: 'redirect', to: '/it/uomo/cappotti', status: 301 });
    expect(targetFor({ type: 'REDIRECT', redirect_code: 302, relative_url: '/it/donna' }, '/it')).toEqual({ kind: 'redirect', to: '/it/donna', status: 302 });
  });
});

describe('locale prefix of links', () => {
  it('adds the prefix only where it is missing', () => {
    expect(localised('chi-siamo', '/it')).toBe('/it/chi-siamo');
    expect(localised('/it/chi-siamo', '/it')).toBe('/it/chi-siamo');
    expect(localised('/italia-moda', '/it')).toBe('/it/italia-moda');
    expect(localised('/', '/it')).toBe('/it');
  });
});

describe('the url a server render asks about', () => {
  it('comes from the router’s path when there is no address bar', () => {
    expect(catchAllUrl('/it', 'uomo/giacche/giacca%2Fblu')).toBe('uomo/giacche/giacca%2Fblu');
    expect(catchAllUrl('/it', 'chi-siamo/')).toBe('chi-siamo');
  });

  it('is the address bar’s in the browser', () => {
    expect(catchAllUrl('/it', 'uomo/giacche/giacca/blu', '/it/uomo/giacche/giacca%2Fblu')).toBe('uomo/giacche/giacca%2Fblu');
  });
});
