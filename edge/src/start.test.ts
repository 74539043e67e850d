import { routes } from '@bottega/shell/routes';
import { markStartAtLoad, startAtLoad } from './start';

const route = (name: string) => routes.find((entry) => entry.name === name);
const page = { serverRendered: true, overrides: { active: {}, rejected: [] }, search: '', cookie: 'cart=abc; consent=%7B%7D' };

describe('when the shell starts', () => {
  it.each(['home', 'category', 'product', 'cart', 'search'])('waits for intent on the %s page, which works as HTML', (name) => {
    expect(startAtLoad({ ...page, route: route(name) })).toBeNull();
  });

  it.each(['checkout', 'checkout-payment', 'my-account'])('starts at load on %s, which shows nothing without JavaScript', (name) => {
    expect(startAtLoad({ ...page, route: route(name) })).toBe('the page needs JavaScript');
  });

  it('starts at load when the browser renders the page', () => {
    expect(startAtLoad({ ...page, serverRendered: false, route: route('home') })).toBe('the browser renders the page');
  });

  it('starts at load for a tester: overrides in force or refused, or parameters to take out of the address', () => {
    expect(startAtLoad({ ...page, overrides: { active: { mf_cart: 'http://localhost:8082/2.0.0/mf-manifest.json' }, rejected: [] }, route: route('home') })).toBe(
      'testers’ overrides',
    );
    expect(startAtLoad({ ...page, overrides: { active: {}, rejected: [{ remote: 'mf_x', url: 'http://x', reason: 'unknown-remote' }] }, route: route('home') })).toBe(
      'testers’ overrides',
    );
    expect(startAtLoad({ ...page, search: '?mf:reset', route: route('home') })).toBe('override parameters in the address');
    expect(startAtLoad({ ...page, search: '?q=maglione', route: route('search') })).toBeNull();
  });

  it('starts at load when a server answer left the shopper a message to show', () => {
    expect(startAtLoad({ ...page, cookie: 'cart=abc; message=%7B%22message%22%3A%22Link%20non%20valido%22%7D', route: route('home') })).toBe('a message for the shopper');
  });

  it('starts at load when the shopper’s session has ended or its expiry cannot be read, so the shell tells them', () => {
    expect(startAtLoad({ ...page, cookie: 'customer_expires=1700000000', route: route('home') })).toBe('a session that has ended');
    expect(startAtLoad({ ...page, cookie: 'customer_expires=domani', route: route('home') })).toBe('a session that has ended');
    expect(startAtLoad({ ...page, cookie: `customer_expires=${Math.floor(Date.now() / 1000) + 3600}`, route: route('home') })).toBeNull();
  });

  it('is said on the page’s <html>', () => {
    expect(markStartAtLoad('<!doctype html><html lang="it"><head></head></html>')).toBe('<!doctype html><html data-start="load" lang="it"><head></head></html>');
  });
});
