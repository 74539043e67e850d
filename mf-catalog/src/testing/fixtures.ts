// Catalog data shaped like the API's answers, built from a few facts per test.
import type { ResultOf } from '@bottega/api-contract';
import { configurableOptions } from '@bottega/test-kit/fixtures';

type Product = ResultOf<'commerce', 'productDetail'>;
const money = (value: number) => ({ value, currency: 'EUR' as const });

export function product(overrides: Partial<Product> & { regular?: number; final?: number } = {}): Product {
  const { regular = 100, final = regular, ...rest } = overrides;
  const price = { final_price: money(final), regular_price: money(regular), discount: { amount_off: regular - final, percent_off: 0 } };
  const uid = rest.uid ?? '10001';
  return {
    __typename: 'SimpleProduct',
    vsf_typename: 'SimpleProduct',
    uid,
    sku: `BT${uid}`,
    name: 'Maglione girocollo',
    brand: 'Lanificio Aurora',
    merchant_sku: `LA-${uid}`,
    url_key: `maglione-${uid}`,
    stock_status: 'IN_STOCK',
    only_x_left_in_stock: null,
    is_virtual: false,
    price_range: { minimum_price: price, maximum_price: price },
    thumbnail: { url: `/api/media/BT${uid}.svg`, label: 'Maglione' },
    media_gallery: [],
    description: 'Un maglione caldo.',
    categories: [{ uid: 'uomo-maglioni', name: 'Maglioni', url_path: 'uomo/maglioni' }],
    configurable_options: [],
    variants: [],
    created_at: '2026-10-01T00:00:00.000Z',
    configurable_product_options_selection: null,
    item_grn: `grn:bottega:product:${uid}`,
    wishlist_uid: null,
    isMoreItem: true,
    ...rest,
  };
}

/** A sweater in grigio and azzurro, sizes S and M; azzurro S is sold out. */
export function configurable(): Product {
  return product({
    uid: '20001',
    __typename: 'ConfigurableProduct',
    vsf_typename: 'ConfigurableProduct',
    name: 'Dolcevita in lana merino',
    regular: 120,
    final: 90,
    configurable_product_options_selection: { variant: null },
    ...configurableOptions(
      'BT20001',
      [
        { key: 'grigio', label: 'Grigio', swatch: '#888' },
        { key: 'azzurro', label: 'Azzurro', swatch: '#7ab' },
      ],
      ['s', 'm'],
      ['azzurro/s'],
    ),
  });
}

export function productList(items: Product[], overrides: Partial<ResultOf<'commerce', 'products'>> = {}): ResultOf<'commerce', 'products'> {
  return {
    items,
    availableFilters: [
      {
        attribute_code: 'color',
        label: 'Colore',
        count: 2,
        options: [
          { label: 'Nero', value: 'color::nero', count: 4 },
          { label: 'Blu notte', value: 'color::blu', count: 2 },
        ],
      },
    ],
    page_info: { current_page: 1, page_size: 14, total_pages: 3 },
    total_count: 40,
    ...overrides,
  };
}

/** The category facet of a search for "maglione": two categories of the same name under different parents. */
export const searchCategoriesFacet = {
  attribute_code: 'category_uid',
  label: 'Categoria',
  count: 2,
  options: [
    { label: 'Maglioni', value: 'category_uid::uomo-maglioni', count: 2 },
    { label: 'Maglioni', value: 'category_uid::bambino-maglioni', count: 1 },
  ],
};

export const category = {
  uid: 'uomo-maglioni',
  name: 'Maglioni',
  url_key: 'maglioni',
  url_path: 'uomo/maglioni',
  parent_uid: 'uomo',
  product_count: 40,
  breadcrumbs: [{ uid: 'uomo', name: 'Uomo', url_path: 'uomo' }],
  children: [],
};
