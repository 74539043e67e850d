// Checkout data shaped like the API's answers, over the shared cart builders.
import type { Cart } from '@bottega/api-contract';
import { cartLine, cartOf } from '@bottega/test-kit/fixtures';

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

export const standardShipping = (amount: number) => ({
  carrier_code: 'bottega',
  method_code: 'standard',
  carrier_title: 'Corriere espresso',
  method_title: 'Consegna in 24-48 ore',
  amount: eur(amount),
});

/** The checkout's usual line: a sweater in size M at 89 EUR. */
export const line = (overrides: Parameters<typeof cartLine>[0] = {}) =>
  cartLine({
    price: 89,
    product: { __typename: 'ConfigurableProduct', parent_sku: 'MAGLIONE', name: 'Maglione girocollo in lana merino' },
    configurable_options: [{ option_label: 'Taglia', value_label: 'M', configurable_product_option_uid: 'o1', configurable_product_option_value_uid: 'v1' }],
    ...overrides,
  });

/** A cart that has everything the payment step needs. */
export const readyCart = (overrides: Partial<Cart> = {}) =>
  cartOf([line()], { email: 'giulia@example.it', shipping_address: address, billing_address: address, selected_shipping_method: standardShipping(5), ...overrides });
