import type { ArgsOf } from '@bottega/api-contract';

type ProductsInput = ArgsOf<'commerce', 'products'>[0];

/** Every query key of the catalog remote, so invalidation never misses a spelling. */
export const queryKeys = {
  products: (input: ProductsInput) => ['products', input] as const,
  rail: (input: ProductsInput) => ['rail', input] as const,
  category: (uid: string) => ['category', uid] as const,
  product: (uid: string) => ['product', uid] as const,
  menu: () => ['menu', 'mainmenu'] as const,
  search: (term: string, categoryUid: string | null) => ['search', term, categoryUid] as const,
  searchPage: (term: string, categoryUid: string | null, page: number) => ['search-page', term, categoryUid, page] as const,
  searchCategories: (uids: readonly string[]) => ['search-categories', ...uids] as const,
};
