// The catalog's page answers (`POST /page`, docs/adr/0036): each page's status and head, loaded by the
// queries its fragment prefetches. Only the renderer loads this module; the browser never does.
import type { PageResolvers } from '@bottega/fragment-kit/page';
import { listingInput, parseFacets } from '@bottega/api-contract/listing';
import { categoryHead } from './features/listing/listing.head';
import { categoryQuery, productsQuery } from './features/listing/useListing';
import { productHead } from './features/product/product.head';
import { productQuery } from './features/product/useProduct';
import { searchHead } from './features/search/search.head';
import { parseSearchAddress } from './features/search/search.rules';

export const pages: PageResolvers = {
  ProductPage: {
    cache: 'catalog',
    resolve: async ({ props, origin }, client) => {
      const product = await client.fetchQuery(productQuery(props.params.productId ?? ''));
      return product ? { status: 200, head: productHead(origin, props.basePath, product) } : { status: 404 };
    },
  },
  CategoryPage: {
    cache: 'catalog',
    // The category and the page of its listing the shopper sees, asked together, as the page asks them.
    resolve: async ({ props, origin }, client) => {
      const categoryId = props.params.categoryId ?? '';
      const facets = parseFacets(props.query);
      const [category, listing] = await Promise.all([client.fetchQuery(categoryQuery(categoryId)), client.fetchQuery(productsQuery(listingInput(categoryId, facets)))]);
      if (!category) return { status: 404 };
      // /it/Category?id= names its category in the query: part of the page's address, not a filter of it.
      const search = new URLSearchParams(props.query);
      search.delete('id');
      return { status: 200, head: categoryHead(origin, props.basePath, category, facets, search, listing) };
    },
  },
  SearchPage: {
    cache: 'catalog',
    resolve: async ({ props, origin }) => ({ status: 200, head: searchHead(origin, props.basePath, parseSearchAddress(props.query)) }),
  },
};
