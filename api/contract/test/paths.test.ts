import { OPEN_REDIRECT_TRICKS } from '@bottega/test-kit/openRedirectTricks';
import { shopPath } from '../src/paths';

const ORIGIN = 'https://shop.example';

describe('shopPath', () => {
  it.each(OPEN_REDIRECT_TRICKS)('refuses the trick %j, as a path and as a URL on the shop origin', (trick) => {
    expect(shopPath(trick)).toBeNull();
    expect(shopPath(trick, { origin: ORIGIN })).toBeNull();
    expect(shopPath(`${ORIGIN}${trick}`, { origin: ORIGIN })).toBeNull();
  });

  it('keeps a path on the shop, normalised, with its query and hash', () => {
    expect(shopPath('/it/c/12?colore=rosso#top')).toBe('/it/c/12?colore=rosso#top');
    expect(shopPath('/it/./p/../p/7')).toBe('/it/p/7');
  });

  it('turns an absolute URL on the shop origin into its path', () => {
    expect(shopPath('https://shop.example/it/checkout/payment?x=1', { origin: ORIGIN })).toBe('/it/checkout/payment?x=1');
  });

  it.each([
    ['protocol-relative', '//evil.example/it'],
    ['backslash after slash', '/\\evil.example'],
    ['backslashes', '\\\\evil.example'],
    ['encoded slashes', '/%2F%2Fevil.example'],
    ['encoded slash after a slash', '/%2Fevil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['a tab', '/\t/evil.example'],
    ['a newline', '/\n/evil.example'],
    ['an encoded newline', '/%0a/evil.example'],
    ['a scheme', 'javascript:alert(1)'],
    ['another origin', 'https://evil.example/it'],
    ['userinfo on our origin', 'https://user:pw@shop.example/it'],
    ['userinfo tricking the host', 'https://shop.example@evil.example/it'],
    ['a relative path', 'it/evil'],
    ['nothing', ''],
    ['malformed escapes', '/it/%E0%A4%A'],
  ])('refuses %s', (_name, target) => {
    expect(shopPath(target, { origin: ORIGIN, under: '/it' })).toBeNull();
  });

  it('refuses an absolute URL when no origin is given', () => {
    expect(shopPath('https://shop.example/it')).toBeNull();
  });

  it('keeps a path below the prefix it is given', () => {
    expect(shopPath('/it', { under: '/it' })).toBe('/it');
    expect(shopPath('/it?q=1', { under: '/it' })).toBe('/it?q=1');
    expect(shopPath('/it/chi-siamo', { under: '/it' })).toBe('/it/chi-siamo');
    expect(shopPath('/italia', { under: '/it' })).toBeNull();
    expect(shopPath('/it/../api/dev/outbox', { under: '/it' })).toBeNull();
    expect(shopPath('/api/payment', { under: '/it' })).toBeNull();
  });
});
