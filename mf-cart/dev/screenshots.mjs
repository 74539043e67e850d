// Screenshots of every fragment through the dev harness, with the API answered by a small
// in-memory fake (the real API may not be running): `node dev/screenshots.mjs [outDir]`.
// Needs the harness running: `pnpm --filter @bottega/mf-cart dev`.
import { createRequire } from 'node:module';
import { mkdirSync, readFileSync } from 'node:fs';

const require = createRequire(new URL('../../e2e/package.json', import.meta.url));
const { chromium } = require('@playwright/test');
const out = process.argv[2] ?? '/tmp/mf-cart-shots';
const { port } = JSON.parse(readFileSync(new URL('../../remotes.json', import.meta.url), 'utf8')).remotes.find((remote) => remote.folder === 'mf-cart');
const base = process.env.HARNESS_URL ?? `http://localhost:${port}`;
mkdirSync(out, { recursive: true });

const eur = (value) => ({ value: Math.round(value * 100) / 100, currency: 'EUR' });
const palette = ['#b98b6e', '#2f3e46', '#8c2f39', '#c9b79c', '#6b705c'];
const svg = (index, label) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 170 170"><rect width="170" height="170" fill="#f3eee6"/><path d="M55 40h60l18 25-15 8v67H52V73l-15-8z" fill="${palette[index % palette.length]}"/><text x="85" y="160" font-size="9" text-anchor="middle" fill="#5f5a54">${label}</text></svg>`;

function line(uid, name, price, regular, quantity, options = [], left = null) {
  return {
    uid,
    product: {
      __typename: options.length ? 'ConfigurableProduct' : 'SimpleProduct',
      uid: `p${uid}`,
      sku: `SKU-${uid}`,
      parent_sku: options.length ? `PARENT-${uid}` : null,
      name,
      url_key: name.toLowerCase().replaceAll(' ', '-'),
      thumbnail: { url: `/media/${uid}.svg`, label: name },
      stock_status: 'IN_STOCK',
      only_x_left_in_stock: left,
    },
    quantity,
    prices: { price: eur(price), regular_price: eur(regular), row_total: eur(price * quantity), row_regular_total: eur(regular * quantity) },
    configurable_options: options.map(([option_label, value_label], i) => ({
      option_label,
      value_label,
      configurable_product_option_uid: `o${i}`,
      configurable_product_option_value_uid: `v${i}`,
    })),
    error: null,
  };
}

function fakeState(empty) {
  const items = empty
    ? []
    : [
        line(
          '1',
          'Maglione girocollo in lana merino',
          59.5,
          85,
          1,
          [
            ['Taglia', 'M'],
            ['Colore', 'Cammello'],
          ],
          3,
        ),
        line('2', 'Camicia in lino', 39.9, 39.9, 2, [
          ['Taglia', 'L'],
          ['Colore', 'Bianco'],
        ]),
      ];
  const wish = empty
    ? []
    : ['Cappotto in cashmere', 'Sciarpa a coste', 'Stivaletti in pelle', 'Gilet in maglia'].map((name, i) => ({
        id: String(20 + i),
        qty: 1,
        added_at: '2026-11-20T10:00:00.000Z',
        product: {
          __typename: 'SimpleProduct',
          uid: `w${i}`,
          sku: `W-${i}`,
          parent_sku: null,
          name,
          url_key: name.toLowerCase().replaceAll(' ', '-'),
          stock_status: i === 2 ? 'OUT_OF_STOCK' : 'IN_STOCK',
          only_x_left_in_stock: null,
          thumbnail: { url: `/media/w${i}.svg`, label: name },
          configurable_options: [],
        },
        regular_price: eur(120 + i * 30),
        special_price: i === 0 ? eur(99) : null,
        image: { url: `/media/w${i}.svg`, label: name },
      }));
  return { items, wish, coupon: null };
}

function cartOf(state) {
  const subtotal = state.items.reduce((s, l) => s + l.prices.row_total.value, 0);
  const discount = state.coupon ? subtotal * 0.1 : 0;
  return {
    id: 'c1',
    email: null,
    items: state.items,
    total_quantity: state.items.reduce((s, l) => s + l.quantity, 0),
    prices: {
      subtotal: eur(subtotal),
      subtotal_regular: eur(state.items.reduce((s, l) => s + l.prices.row_regular_total.value, 0)),
      discounts: state.coupon ? [{ label: state.coupon, amount: eur(discount) }] : [],
      shipping: null,
      gift_cards: eur(0),
      grand_total: eur(subtotal - discount),
    },
    applied_coupons: state.coupon ? [{ code: state.coupon }] : [],
    applied_gift_cards: [],
    note: null,
    business_data: null,
    shipping_address: null,
    billing_address: null,
    selected_shipping_method: null,
    available_payment_methods: [],
    selected_payment_method: null,
  };
}

async function fake(page, empty = false) {
  const state = fakeState(empty);
  await page.route('**/media/**', (route) => {
    const name = route.request().url().split('/').pop().replace('.svg', '');
    return route.fulfill({ contentType: 'image/svg+xml', body: svg(name.length + name.charCodeAt(name.length - 1), '') });
  });
  await page.route('**/api/commerce/*', async (route) => {
    const method = route.request().url().split('/').pop();
    const args = JSON.parse(route.request().postData() || '[]');
    const ok = (data) => route.fulfill({ contentType: 'application/json', body: JSON.stringify({ data }) });
    const wishlist = () => ({ id: 'w1', items_count: state.wish.length, items: state.wish, nextPageToken: null });
    switch (method) {
      case 'cart':
      case 'customerCart':
        return ok(cartOf(state));
      case 'updateCartItemQuantity':
        state.items = state.items.map((l) =>
          l.uid === args[1]
            ? line(
                l.uid,
                l.product.name,
                l.prices.price.value,
                l.prices.regular_price.value,
                args[2],
                l.configurable_options.map((o) => [o.option_label, o.value_label]),
                l.product.only_x_left_in_stock,
              )
            : l,
        );
        return ok(cartOf(state));
      case 'removeItemFromCart':
        state.items = state.items.filter((l) => l.uid !== args[1]);
        return ok(cartOf(state));
      case 'applyCouponToCart':
        if (args[1].toUpperCase() !== 'BENVENUTO10')
          return route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ message: `Il codice sconto "${args[1]}" non è valido`, statusCode: 400 }) });
        state.coupon = 'BENVENUTO10';
        return ok(cartOf(state));
      case 'wishlist':
        return ok(wishlist());
      case 'wishlistItemsBySku':
        return ok(args[0].filter((sku) => state.wish.some((w) => w.product.sku === sku)).map((sku) => ({ sku, id: '20', qty: 1 })));
      default:
        return route.fulfill({ status: 501, contentType: 'application/json', body: JSON.stringify({ message: `fake: ${method}`, statusCode: 501 }) });
    }
  });
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
async function shot(name, query, { width = 1280, height = 900, empty = false, act } = {}) {
  const page = await browser.newPage({ viewport: { width, height } });
  page.on('pageerror', (error) => console.error(`[${name}] pageerror`, error.message));
  await fake(page, empty);
  await page.goto(`${base}/?${query}`);
  await page.waitForTimeout(1200);
  if (act) await act(page);
  await page.screenshot({ path: `${out}/${name}.png` });
  console.log(`${out}/${name}.png`);
  await page.close();
}

const only = process.env.ONLY?.split(',');
const shots = [
  ['buttons', 'fragment=MiniCartButton', { width: 400, height: 200 }],
  ['cart-sidebar', 'fragment=CartSidebar&open=true'],
  ['cart-sidebar-mobile', 'fragment=CartSidebar&open=true', { width: 390, height: 844 }],
  ['cart-sidebar-empty', 'fragment=CartSidebar&open=true', { empty: true }],
  ['cart-page', 'fragment=CartPage'],
  ['cart-page-mobile', 'fragment=CartPage', { width: 390, height: 1400 }],
  [
    'cart-page-coupon-error',
    'fragment=CartPage',
    {
      act: async (page) => {
        await page.getByLabel('Codice sconto').fill('SBAGLIATO');
        await page.getByRole('button', { name: 'Applica' }).first().click();
        await page.waitForTimeout(500);
      },
    },
  ],
  [
    'cart-remove-confirm',
    'fragment=CartPage',
    {
      act: async (page) => {
        await page.getByRole('button', { name: /Rimuovi Camicia/ }).click();
        await page.waitForTimeout(300);
      },
    },
  ],
  [
    'cart-quantity-invalid',
    'fragment=CartPage',
    {
      act: async (page) => {
        await page.getByLabel(/Quantità di Camicia/).fill('abc');
        await page.waitForTimeout(300);
      },
    },
  ],
  ['wishlist-sidebar', 'fragment=WishlistSidebar&open=true'],
  ['wishlist-sidebar-empty', 'fragment=WishlistSidebar&open=true', { empty: true }],
  ['wishlist-page', 'fragment=WishlistPage'],
  [
    'wishlist-page-list',
    'fragment=WishlistPage',
    {
      act: async (page) => {
        await page.getByRole('button', { name: 'Elenco' }).click();
      },
    },
  ],
  ['heart', 'fragment=WishlistHeart&sku=W-1', { width: 300, height: 150 }],
];
for (const [name, query, options] of shots) if (!only || only.includes(name)) await shot(name, query, options);
await browser.close();
