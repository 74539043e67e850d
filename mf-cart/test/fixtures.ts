import type { Cart, CartLine } from '../src/features/cart/cart.rules';
import type { Wishlist, WishlistItem } from '../src/features/wishlist/wishlist.rules';

const eur = (value: number) => ({ value, currency: 'EUR' as const });

/** A cart line as the API returns it; every test states only what matters to it. */
export function cartLine(overrides: Partial<CartLine> & { price?: number; regular?: number; left?: number | null } = {}): CartLine {
  const { price = 39.9, regular = price, left = null, ...rest } = overrides;
  const quantity = rest.quantity ?? 1;
  return {
    uid: '1',
    product: {
      __typename: 'SimpleProduct',
      uid: 'p1',
      sku: 'MAGLIA-01',
      parent_sku: null,
      name: 'Maglione in lana merino',
      url_key: 'maglione-lana-merino',
      thumbnail: { url: '/media/maglione.svg', label: 'Maglione in lana merino' },
      stock_status: 'IN_STOCK',
      only_x_left_in_stock: left,
    },
    quantity,
    prices: {
      price: eur(price),
      regular_price: eur(regular),
      row_total: eur(price * quantity),
      row_regular_total: eur(regular * quantity),
    },
    configurable_options: [],
    error: null,
    ...rest,
  };
}

export function cartOf(items: CartLine[], overrides: Partial<Cart> = {}): Cart {
  const subtotal = items.reduce((sum, line) => sum + line.prices.row_total.value, 0);
  return {
    id: 'cart-1',
    email: null,
    items,
    total_quantity: items.reduce((sum, line) => sum + line.quantity, 0),
    prices: {
      subtotal: eur(subtotal),
      subtotal_regular: eur(items.reduce((sum, line) => sum + line.prices.row_regular_total.value, 0)),
      discounts: [],
      shipping: null,
      gift_cards: eur(0),
      grand_total: eur(subtotal),
    },
    applied_coupons: [],
    applied_gift_cards: [],
    note: null,
    business_data: null,
    shipping_address: null,
    billing_address: null,
    selected_shipping_method: null,
    available_payment_methods: [],
    selected_payment_method: null,
    ...overrides,
  };
}

export function wishlistItem(overrides: Omit<Partial<WishlistItem>, 'product'> & { product?: Partial<WishlistItem['product']> } = {}): WishlistItem {
  const { product, ...rest } = overrides;
  return {
    id: '11',
    qty: 1,
    added_at: '2026-11-20T10:00:00.000Z',
    product: {
      __typename: 'SimpleProduct',
      uid: 'p2',
      sku: 'SCIARPA-02',
      parent_sku: null,
      name: 'Sciarpa in cashmere',
      url_key: 'sciarpa-cashmere',
      stock_status: 'IN_STOCK',
      only_x_left_in_stock: null,
      thumbnail: { url: '/media/sciarpa.svg', label: 'Sciarpa in cashmere' },
      configurable_options: [],
      ...product,
    },
    regular_price: eur(89),
    special_price: null,
    image: { url: '/media/sciarpa.svg', label: 'Sciarpa in cashmere' },
    ...rest,
  };
}

export function wishlistOf(items: WishlistItem[], nextPageToken: string | null = null): Wishlist {
  return { id: 'w-1', items_count: items.length, items, nextPageToken };
}
