// The route table of docs/product-rules.md §2, as data: the client router renders it and the edge server reads it
// for its 301 rules and status codes. Both spellings of every route are listed, each with its own name.

export interface Screen {
  remote: string;
  fragment: string;
}

export interface RouteEntry {
  name: string;
  /** react-router path, always under /it. */
  path: string;
  screen: Screen;
  /** Simplified header (checkout). */
  simpleHeader?: boolean;
  /** Hide the header's category navigation (product rule §2: home on the bare path). */
  hideNavigation?: boolean;
  /** Names of guards in routes/middleware.ts, run in order before the screen renders. */
  middleware?: readonly string[];
  /** Query parameter that carries the id on the capitalised variants (/it/Product?id=…). */
  idFromQuery?: { param: string; as: string };
  /** Fixed params (a step, a page name) passed to the fragment. */
  params?: Record<string, string>;
  /** The page shows nothing useful without JavaScript, so the shell starts at load, not on intent (edge/src/start.ts). */
  needsJavaScript?: boolean;
}

const catalog = (fragment: string): Screen => ({ remote: 'mf_catalog', fragment });
const cart = (fragment: string): Screen => ({ remote: 'mf_cart', fragment });
const checkout = (fragment: string): Screen => ({ remote: 'mf_checkout', fragment });
const account = (fragment: string): Screen => ({ remote: 'mf_account', fragment });
const content = (fragment: string): Screen => ({ remote: 'mf_content', fragment });

export const checkoutSteps = ['user-account', 'shipping', 'billing', 'payment', 'thank-you'] as const;
/** Capitalised step names of /it/Checkout/… and the step each stands for. */
const capitalisedSteps: Record<string, string> = {
  UserAccount: 'user-account',
  Shipping: 'shipping',
  Billing: 'billing',
  Payment: 'payment',
  ThankYou: 'thank-you',
  ExternalCheckoutThankYou: 'thank-you',
};

export const myAccountPages = ['AddressesDetails', 'MyNewsletter', 'MyProfile', 'MyWishlist', 'OrderHistory', 'MyReviews'] as const;
/** Italian alias of the order history (product rule §2). */
export const orderHistoryAlias = 'cronologia-ordini';

const checkoutRoute = { simpleHeader: true, middleware: ['checkout'], needsJavaScript: true };
const accountRoute = { middleware: ['is-authenticated'], needsJavaScript: true };

export const routes: RouteEntry[] = [
  { name: 'home-root', path: '/', screen: content('HomePage'), hideNavigation: true },
  { name: 'home', path: '/it', screen: content('HomePage'), hideNavigation: true },
  { name: 'Home', path: '/it/Home', screen: content('HomePage') },
  { name: 'cart', path: '/it/cart', screen: cart('CartPage') },
  { name: 'Cart', path: '/it/Cart', screen: cart('CartPage') },
  // The wishlist's own page, for a guest too (their wishlist is the `wishlist` cookie's): the header's heart leads here without JavaScript.
  { name: 'wishlist', path: '/it/wishlist', screen: cart('WishlistPage') },
  { name: 'Wishlist', path: '/it/Wishlist', screen: cart('WishlistPage') },
  { name: 'category', path: '/it/c/:categoryId', screen: catalog('CategoryPage') },
  { name: 'Category', path: '/it/Category', screen: catalog('CategoryPage'), idFromQuery: { param: 'id', as: 'categoryId' } },
  { name: 'product', path: '/it/p/:productId', screen: catalog('ProductPage') },
  { name: 'search', path: '/it/search', screen: catalog('SearchPage') },
  { name: 'Search', path: '/it/Search', screen: catalog('SearchPage') },
  { name: 'Product', path: '/it/Product', screen: catalog('ProductPage'), idFromQuery: { param: 'id', as: 'productId' } },
  { name: 'checkout', path: '/it/checkout', screen: checkout('CheckoutPage'), params: { step: 'user-account' }, ...checkoutRoute },
  ...checkoutSteps.map((step) => ({ name: `checkout-${step}`, path: `/it/checkout/${step}`, screen: checkout('CheckoutPage'), params: { step }, ...checkoutRoute })),
  { name: 'Checkout', path: '/it/Checkout', screen: checkout('CheckoutPage'), params: { step: 'user-account' }, ...checkoutRoute },
  ...Object.entries(capitalisedSteps).map(([name, step]) => ({
    name: `Checkout-${name}`,
    path: `/it/Checkout/${name}`,
    screen: checkout('CheckoutPage'),
    params: { step },
    ...checkoutRoute,
  })),
  { name: 'checkout-error', path: '/it/checkout-error', screen: checkout('CheckoutErrorPage'), simpleHeader: true },
  { name: 'CheckoutError', path: '/it/CheckoutError', screen: checkout('CheckoutErrorPage'), simpleHeader: true },
  { name: 'contact-us', path: '/it/contact-us', screen: content('ContactPage') },
  { name: 'ContactUs', path: '/it/ContactUs', screen: content('ContactPage') },
  { name: 'my-account', path: '/it/my-account/:pageName?', screen: account('MyAccountPage'), ...accountRoute },
  { name: 'MyAccount', path: '/it/MyAccount/:pageName?', screen: account('MyAccountPage'), ...accountRoute },
  // Issue 35 item 1: the login modal's forms on pages of their own, which work without JavaScript (docs/adr/0038-shopper-actions-as-html-forms.md).
  { name: 'login', path: '/it/login', screen: account('AuthPage'), params: { mode: 'login' } },
  { name: 'register', path: '/it/registrazione', screen: account('AuthPage'), params: { mode: 'register' } },
  { name: 'forgot-password', path: '/it/password-dimenticata', screen: account('AuthPage'), params: { mode: 'forgot' } },
  { name: 'reset-password', path: '/it/reset-password', screen: account('ResetPasswordPage') },
  { name: 'ResetPassword', path: '/it/ResetPassword', screen: account('ResetPasswordPage') },
  { name: 'legacy-create-password', path: '/it/customer/account/createPassword', screen: account('ResetPasswordPage') },
  // Where the newsletter form posted without JavaScript says its outcome (docs/adr/0038-shopper-actions-as-html-forms.md).
  { name: 'newsletter', path: '/it/newsletter', screen: content('NewsletterPage') },
  { name: 'Page', path: '/it/Page', screen: content('CmsPage'), idFromQuery: { param: 'id', as: 'identifier' } },
  // Product rule §2: the privacy policy has its own address outside /it (links open it in a new tab).
  { name: 'privacy', path: '/privacy', screen: content('CmsPage'), params: { identifier: 'privacy-policy' } },
  { name: 'catch-all', path: '/it/*', screen: content('CatchAll'), middleware: ['redirect'] },
];

/** A route's fragment params (fixed, path and capitalised-variant id), for the client router and for the edge's page call. */
export function screenParams(route: RouteEntry, pathParams: Record<string, string | undefined>, search: string): Record<string, string> | null {
  const params: Record<string, string> = { ...route.params };
  for (const [key, value] of Object.entries(pathParams)) if (value !== undefined) params[key === '*' ? 'path' : key] = value;
  if (route.idFromQuery) {
    const id = new URLSearchParams(search).get(route.idFromQuery.param);
    if (id) params[route.idFromQuery.as] = id;
    else if (route.screen.remote === 'mf_catalog') return null;
  }
  return params;
}

/** Product rule §2: a route name containing "home" identifies the home page. */
export const isHomeRoute = (name: string) => name.toLowerCase().includes('home');

/** The home page's address under /it, found by that rule: where guards send a visitor home. */
export const homePath = (): string => routes.find((route) => isHomeRoute(route.name) && route.path.startsWith('/it'))!.path;

export interface RouteMatch {
  route: RouteEntry;
  params: Record<string, string>;
}

function toRegExp(path: string): { regexp: RegExp; keys: string[] } {
  const keys: string[] = [];
  const source = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment === '*') {
        keys.push('*');
        return '(?:/(.+))?';
      }
      const param = /^:(\w+)(\?)?$/.exec(segment);
      if (!param) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      keys.push(param[1]);
      return param[2] ? '(?:/([^/]+))?' : '/([^/]+)';
    })
    .join('');
  return { regexp: new RegExp(`^${source}/?$`), keys };
}

const compiled = routes.map((route) => ({ route, ...toRegExp(route.path) }));

/** The first route matching a pathname, in table order, with params decoded; the edge's, ranked as the client router does. */
export function matchRoute(pathname: string): RouteMatch | null {
  for (const { route, regexp, keys } of compiled) {
    const found = regexp.exec(pathname);
    if (!found) continue;
    const params: Record<string, string> = {};
    keys.forEach((key, index) => {
      const value = found[index + 1];
      if (value === undefined) return;
      try {
        params[key] = decodeURIComponent(value);
      } catch {
        params[key] = value;
      }
    });
    return { route, params };
  }
  return null;
}
