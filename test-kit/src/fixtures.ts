// Data shaped like the API's answers, typed by the contract so a fixture cannot drift from it.
import type { Cart, ResultOf } from '@bottega/api-contract';

type CartLine = Cart['items'][number];

const eur = (value: number) => ({ value, currency: 'EUR' as const });

/** A cart line as the API returns it, with only what the test states: the prices, the stock left, any other field. */
export function cartLine({
  price = 39.9,
  regular = price,
  left = null,
  product,
  ...overrides
}: Omit<Partial<CartLine>, 'product'> & { product?: Partial<CartLine['product']>; price?: number; regular?: number; left?: number | null } = {}): CartLine {
  const quantity = overrides.quantity ?? 1;
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
      ...product,
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
    max_quantity: null,
    ...overrides,
  };
}

/** A cart of these lines, its totals worked out as the API does: subtotal plus the chosen shipping. */
export function cartOf(items: CartLine[], overrides: Partial<Cart> = {}): Cart {
  const sum = (value: (line: CartLine) => number) => items.reduce((total, line) => total + value(line), 0);
  const subtotal = sum((line) => line.prices.row_total.value);
  const shipping = overrides.selected_shipping_method?.amount.value ?? null;
  return {
    id: 'cart-1',
    email: null,
    items,
    total_quantity: sum((line) => line.quantity),
    prices: {
      subtotal: eur(subtotal),
      subtotal_regular: eur(sum((line) => line.prices.row_regular_total.value)),
      discounts: [],
      shipping: shipping === null ? null : eur(shipping),
      gift_cards: eur(0),
      grand_total: eur(subtotal + (shipping ?? 0)),
    },
    applied_coupons: [],
    applied_gift_cards: [],
    note: null,
    business_data: null,
    shipping_address: null,
    billing_address: null,
    selected_shipping_method: null,
    available_payment_methods: [{ code: 'xpay', title: 'Carta di credito o debito (Nexi XPay)' }],
    selected_payment_method: null,
    ...overrides,
  };
}

type ProductDetail = ResultOf<'commerce', 'productDetail'>;

/** A configurable product's colours, sizes and variants as productDetail answers them: sku `<sku>-<COLOUR>-<SIZE>`, `soldOut` as `colour/size`. */
export function configurableOptions(
  sku: string,
  colours: ReadonlyArray<{ key: string; label: string; swatch: string }>,
  sizes: readonly string[],
  soldOut: readonly string[] = [],
): Pick<ProductDetail, 'configurable_options' | 'variants'> {
  const variant = (colour: string, size: string) => {
    const inStock = !soldOut.includes(`${colour}/${size}`);
    return {
      attributes: [
        { code: 'color' as const, uid: `color::${colour}`, label: colour },
        { code: 'dimensione' as const, uid: `dimensione::${size}`, label: size.toUpperCase() },
      ],
      product: {
        sku: `${sku}-${colour}-${size}`.toUpperCase(),
        merchant_sku: 'X',
        stock_status: inStock ? ('IN_STOCK' as const) : ('OUT_OF_STOCK' as const),
        only_x_left_in_stock: inStock ? null : 0,
        thumbnail: { url: `/api/media/${colour}.svg`, label: colour },
      },
    };
  };
  return {
    configurable_options: [
      { attribute_code: 'color', uid: 'color', label: 'Colore', values: colours.map(({ key, label, swatch }) => ({ uid: `color::${key}`, label, swatch })) },
      { attribute_code: 'dimensione', uid: 'dimensione', label: 'Taglia', values: sizes.map((size) => ({ uid: `dimensione::${size}`, label: size.toUpperCase(), swatch: null })) },
    ],
    variants: colours.flatMap(({ key }) => sizes.map((size) => variant(key, size))),
  };
}
