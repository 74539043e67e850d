import type { Cart } from '@bottega/api-contract';

const eur = (value: number) => ({ value, currency: 'EUR' as const });

export const address = {
  firstname: 'Giulia',
  lastname: 'Bianchi',
  company: null,
  street: ['Via Roma 12'],
  city: 'Milano',
  postcode: '20121',
  region_code: 'MI',
  country_code: 'IT' as const,
  telephone: '3331234567',
  fiscal_code: null,
};

export const standardShipping = (amount: number) => ({ carrier_code: 'bottega', method_code: 'standard', carrier_title: 'Corriere espresso', method_title: 'Consegna in 24-48 ore', amount: eur(amount) });

export function line(overrides: { uid?: string; name?: string; price?: number; quantity?: number; error?: string | null } = {}): Cart['items'][number] {
  const { uid = '1', name = 'Maglione girocollo in lana merino', price = 89, quantity = 1, error = null } = overrides;
  return {
    uid,
    product: {
      __typename: 'ConfigurableProduct',
      uid: 'p-' + uid,
      sku: 'MAGLIONE-' + uid,
      parent_sku: 'MAGLIONE',
      name,
      url_key: 'maglione-' + uid,
      thumbnail: { url: '/api/media/maglione.svg', label: name },
      stock_status: 'IN_STOCK',
      only_x_left_in_stock: null,
    },
    quantity,
    prices: { price: eur(price), regular_price: eur(price), row_total: eur(price * quantity), row_regular_total: eur(price * quantity) },
    configurable_options: [{ option_label: 'Taglia', value_label: 'M', configurable_product_option_uid: 'o1', configurable_product_option_value_uid: 'v1' }],
    error,
  };
}

/** A cart as the API answers it (typed by the contract, so a fixture cannot drift from it). */
export function cartOf(items: Cart['items'], overrides: Partial<Cart> = {}): Cart {
  const subtotal = items.reduce((sum, item) => sum + item.prices.row_total.value, 0);
  const shipping = overrides.selected_shipping_method?.amount.value ?? null;
  return {
    id: 'cart-1',
    email: null,
    items,
    total_quantity: items.reduce((sum, item) => sum + item.quantity, 0),
    prices: { subtotal: eur(subtotal), subtotal_regular: eur(subtotal), discounts: [], shipping: shipping === null ? null : eur(shipping), gift_cards: eur(0), grand_total: eur(subtotal + (shipping ?? 0)) },
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

/** A cart that has everything the payment step needs. */
export const readyCart = (overrides: Partial<Cart> = {}) =>
  cartOf([line()], { email: 'giulia@example.it', shipping_address: address, billing_address: address, selected_shipping_method: standardShipping(5), ...overrides });

/** Web Storage in memory, for the rules that keep keys per tab. */
export function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (name) => map.get(name) ?? null,
    setItem: (name, value) => void map.set(name, String(value)),
    removeItem: (name) => void map.delete(name),
    clear: () => map.clear(),
  };
}
