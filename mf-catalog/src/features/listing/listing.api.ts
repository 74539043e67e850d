import type { ArgsOf, ResultOf } from '@bottega/api-contract';
import { api, sameForEveryShopper } from '@bottega/fragment-kit';
import type { Facets } from './listing.rules';

export type ProductsInput = ArgsOf<'commerce', 'products'>[0];
export type ProductList = ResultOf<'commerce', 'products'>;
export type ListedProduct = ProductList['items'][number];
export type Category = ResultOf<'commerce', 'categorySearch'>['items'][number];

/** The products request of a category listing: the URL's facets, scoped to the category. */
export function listingInput(categoryUid: string, facets: Facets): ProductsInput {
  const hasPrice = facets.price.from !== undefined || facets.price.to !== undefined;
  return {
    ...(facets.term ? { term: facets.term } : {}),
    filters: {
      category_uid: { in: [categoryUid] },
      ...(Object.keys(facets.filters).length > 0 ? { attributes: facets.filters } : {}),
      ...(hasPrice ? { price: facets.price } : {}),
    },
    sort: facets.sort,
    page: facets.page,
    pageSize: facets.itemsPerPage,
  };
}

const RAIL_DEFAULT_SIZE = 8;

/** A home-page rail: a category's products in catalog order, or the newest arrivals of the shop. */
export function railInput(categoryUid: string | undefined, pageSize: string | undefined): ProductsInput {
  const size = Number(pageSize);
  return {
    ...(categoryUid ? { filters: { category_uid: { in: [categoryUid] } } } : {}),
    sort: categoryUid ? 'default' : 'new_arrivals',
    page: 1,
    pageSize: Number.isInteger(size) && size >= 1 && size <= 24 ? size : RAIL_DEFAULT_SIZE,
  };
}

export const fetchProducts = (input: ProductsInput) => api.call('commerce', 'products', input);

/**
 * The category, or null when no category has this uid (the page then shows not-found). The same for
 * every shopper: a renderer reads it once for all of them.
 */
export async function fetchCategory(uid: string): Promise<Category | null> {
  const { items } = await sameForEveryShopper('catalog', `categorySearch ${uid}`, () => api.call('commerce', 'categorySearch', { category_uid: { in: [uid] } }));
  return items.find((item) => item.uid === uid) ?? null;
}
