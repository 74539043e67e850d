import { absoluteUrl, breadcrumbList, SHOP_NAME, type PageHead } from '@bottega/fragment-kit/page';
import type { Facets } from '@bottega/api-contract/listing';
import { categoryHref, productHref } from '../../app/links';
import type { Category, ProductList } from './listing.api';

/** The head of a category's listing as the address asks for it; without `listing` (the API could not say) it names the category's count and no products. */
export function categoryHead(origin: string, basePath: string, category: Category, facets: Facets, search: URLSearchParams, listing?: ProductList): PageHead {
  const path = categoryHref(basePath, category.uid);
  const paged = facets.page > 1;
  // Facets, sort and page size only filter or order the listing: such a page stays out of the index,
  // and names itself as canonical so that no signal points away from what it shows.
  const filtered = [...search.keys()].some((key) => key !== 'page');
  const canonicalPath = filtered ? `${path}?${search}` : paged ? `${path}?page=${facets.page}` : path;
  // A later page of the listing is a page of its own, and says which one in its title and description.
  const pageLabel = paged ? ` – pagina ${facets.page}` : '';
  return {
    title: `${category.name}${pageLabel} | ${SHOP_NAME}`,
    description: `${category.name}${pageLabel}: ${listing?.total_count ?? category.product_count} articoli su ${SHOP_NAME}, moda italiana online. Spedizione gratuita in Italia da 100 €.`,
    canonical: absoluteUrl(origin, canonicalPath),
    ...(filtered ? { robots: 'noindex,follow' as const } : {}),
    ogType: 'website',
    jsonLd: [
      breadcrumbList(origin, [
        { name: 'Home', path: basePath },
        ...category.breadcrumbs.map((crumb) => ({ name: crumb.name, path: categoryHref(basePath, crumb.uid) })),
        { name: category.name, path },
      ]),
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        itemListElement: (listing?.items ?? []).map((product, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          url: absoluteUrl(origin, productHref(basePath, product.uid)),
          name: product.name,
        })),
      },
    ],
  };
}
