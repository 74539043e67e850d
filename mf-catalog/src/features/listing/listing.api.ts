import type { ArgsOf, ResultOf } from '@bottega/api-contract';
import { api, sameForEveryShopper } from '@bottega/fragment-kit';

export type ProductsInput = ArgsOf<'commerce', 'products'>[0];
type Product = ResultOf<'commerce', 'products'>['items'][number];

/** What a listing or a rail shows of a product: its card. */
export type ListedProduct = Pick<Product, '__typename' | 'uid' | 'sku' | 'name' | 'brand' | 'stock_status' | 'only_x_left_in_stock' | 'price_range' | 'thumbnail'>;
export type ProductList = Omit<ResultOf<'commerce', 'products'>, 'items'> & { items: ListedProduct[] };
export type Category = ResultOf<'commerce', 'categorySearch'>['items'][number];

const RAIL_DEFAULT_SIZE = 8;

/** A home-page rail: a category's products in catalog order, or the newest arrivals of the shop. */
export function railInput(categoryUid: string | undefined, pageSize: string | undefined): ProductsInput {
  const size = Number(pageSize);
  return {
    // Product rule §10: a rail features only what can be bought, never a sold-out product.
    filters: { in_stock: true, ...(categoryUid ? { category_uid: { in: [categoryUid] } } : {}) },
    sort: categoryUid ? 'default' : 'new_arrivals',
    page: 1,
    pageSize: Number.isInteger(size) && size >= 1 && size <= 24 ? size : RAIL_DEFAULT_SIZE,
  };
}

const listedProduct = ({ __typename, uid, sku, name, brand, stock_status, only_x_left_in_stock, price_range, thumbnail }: Product): ListedProduct => ({
  __typename,
  uid,
  sku,
  name,
  brand,
  stock_status,
  only_x_left_in_stock,
  price_range,
  thumbnail,
});

/** A listing's products as their cards show them, no more: the server sends its query cache inside the page, and
 * descriptions, galleries and variants would triple the page's HTML for nothing a card shows (docs/benchmarks.md). */
export async function fetchProducts(input: ProductsInput): Promise<ProductList> {
  const result = await api.call('commerce', 'products', input);
  return { ...result, items: result.items.map(listedProduct) };
}

/** A rail's products: their cards alone, since a rail shows no facets and no pages. */
export async function fetchRail(input: ProductsInput): Promise<{ items: ListedProduct[] }> {
  const { items } = await fetchProducts(input);
  return { items };
}

/** The category, or null for an unknown uid (the page shows not-found); the same for every shopper, so a renderer loads it once for all. */
export async function fetchCategory(uid: string): Promise<Category | null> {
  const { items } = await sameForEveryShopper('catalog', `categorySearch ${uid}`, () => api.call('commerce', 'categorySearch', { category_uid: { in: [uid] } }));
  return items.find((item) => item.uid === uid) ?? null;
}
