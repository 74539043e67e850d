import { internalPath, pageLookup } from './cms.rules';

const here = 'https://bottega.example/it/Page?id=about-us';
const link = (href: string | null, target: string | null = null, download = false) => ({ href, target, download });

describe('links inside CMS HTML', () => {
  it('keeps same-origin links inside the app, with the locale prefix', () => {
    expect(internalPath(link('/it/contact-us'), here, '/it')).toBe('/it/contact-us');
    expect(internalPath(link('/contact-us'), here, '/it')).toBe('/it/contact-us');
    expect(internalPath(link('https://bottega.example/it/c/donna?page=2#top'), here, '/it')).toBe('/it/c/donna?page=2#top');
    expect(internalPath(link('spedizioni'), here, '/it')).toBe('/it/spedizioni');
  });

  it('leaves the privacy route unprefixed, as the shell serves it', () => {
    expect(internalPath(link('/privacy'), here, '/it')).toBe('/privacy');
  });

  it('lets the browser handle everything else', () => {
    expect(internalPath(link('https://www.trustpilot.com/review/bottega'), here, '/it')).toBeNull();
    expect(internalPath(link('/it/contact-us', '_blank'), here, '/it')).toBeNull();
    expect(internalPath(link('/media/listino.pdf'), here, '/it')).toBeNull();
    expect(internalPath(link('/media/guida-taglie', null, true), here, '/it')).toBeNull();
    expect(internalPath(link('mailto:assistenza@bottega.it'), here, '/it')).toBeNull();
    expect(internalPath(link('tel:+390212345678'), here, '/it')).toBeNull();
    expect(internalPath(link('#resi'), here, '/it')).toBeNull();
    expect(internalPath(link(null), here, '/it')).toBeNull();
    expect(internalPath(link('/api/content/cmsPage'), here, '/it')).toBeNull();
  });
});

describe('which CMS page an address names', () => {
  it('takes the identifier from the route, else from ?id=, else the resolved url', () => {
    expect(pageLookup({ identifier: 'about-us' }, '?id=other')).toEqual({ identifier: 'about-us' });
    expect(pageLookup({}, '?id=about-us')).toEqual({ identifier: 'about-us' });
    expect(pageLookup({ url: 'chi-siamo' }, '')).toEqual({ url: 'chi-siamo' });
  });

  it('names none when the address says nothing', () => {
    expect(pageLookup({}, '?id=')).toBeUndefined();
  });
});
