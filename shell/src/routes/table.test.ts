import { homePath, matchRoute, isHomeRoute, routes } from './table';

describe('route table', () => {
  it('maps both spellings of the product route to the product page', () => {
    expect(matchRoute('/it/p/abc')).toMatchObject({ route: { name: 'product' }, params: { productId: 'abc' } });
    expect(matchRoute('/it/Product')?.route.name).toBe('Product');
  });

  it('gives every checkout step, in both spellings, the simplified header', () => {
    for (const path of ['/it/checkout/payment', '/it/Checkout/ThankYou', '/it/Checkout/ExternalCheckoutThankYou', '/it/checkout']) {
      const match = matchRoute(path);
      expect(match?.route.screen).toEqual({ remote: 'mf_checkout', fragment: 'CheckoutPage' });
      expect(match?.route.simpleHeader).toBe(true);
    }
    expect(matchRoute('/it/Checkout/ThankYou')?.route.params).toEqual({ step: 'thank-you' });
  });

  it('reads my-account children, the order-history alias and the bare account page', () => {
    expect(matchRoute('/it/my-account')?.params).toEqual({});
    expect(matchRoute('/it/my-account/cronologia-ordini')?.params).toEqual({ pageName: 'cronologia-ordini' });
    expect(matchRoute('/it/MyAccount/OrderHistory')?.params).toEqual({ pageName: 'OrderHistory' });
  });

  it('reaches the reset-password page from the legacy Magento path', () => {
    expect(matchRoute('/it/customer/account/createPassword')?.route.screen.fragment).toBe('ResetPasswordPage');
  });

  it('sends any other /it path to the catch-all with the whole rest as its path', () => {
    expect(matchRoute('/it/chi-siamo/la-storia')).toMatchObject({ route: { name: 'catch-all' }, params: { '*': 'chi-siamo/la-storia' } });
  });

  it('matches outside /it only the home page and the privacy policy, a CMS page of its own', () => {
    expect(matchRoute('/privacy')).toMatchObject({ route: { name: 'privacy', screen: { remote: 'mf_content', fragment: 'CmsPage' }, params: { identifier: 'privacy-policy' } } });
    expect(matchRoute('/')?.route.name).toBe('home-root');
    expect(matchRoute('/contact-us')).toBeNull();
  });

  it('recognises the home page by a route name containing "home"', () => {
    expect(routes.filter((route) => isHomeRoute(route.name)).map((route) => route.path)).toEqual(['/', '/it', '/it/Home']);
    expect(homePath()).toBe('/it');
  });
});
