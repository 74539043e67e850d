import { matchRoute } from '@bottega/shell/routes';
import { guardRedirect } from './guards';

const quiet = () => undefined;
const live = `customer=t; customer_expires=${Math.floor(Date.now() / 1000) + 3600}`;
const redirectOf = (pathname: string, cookie?: string) => guardRedirect(matchRoute(pathname)!, pathname, cookie, quiet);

describe('the guards on the server', () => {
  it('send a visitor without a live session from every account page home (product rule §2)', () => {
    for (const pathname of ['/it/my-account', '/it/my-account/MyProfile', '/it/MyAccount/OrderHistory', '/it/my-account/cronologia-ordini']) {
      expect(redirectOf(pathname)).toBe('/it');
      expect(redirectOf(pathname, 'customer_expires=1')).toBe('/it');
      expect(redirectOf(pathname, live)).toBeNull();
    }
  });

  it('let every other page through', () => {
    for (const pathname of ['/it', '/it/checkout/shipping', '/it/p/MTIz', '/it/chi-siamo']) expect(redirectOf(pathname)).toBeNull();
  });

  it('serve a route naming an unknown guard, for the shell to show its 500 page', () => {
    const match = matchRoute('/it/my-account')!;
    expect(guardRedirect({ ...match, route: { ...match.route, middleware: ['no-such-guard'] } }, '/it/my-account', undefined, quiet)).toBeNull();
  });
});
