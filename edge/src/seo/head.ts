import type { ResultOf } from '@bottega/api-contract';
import { scriptSafeJson } from '../html';

type Product = ResultOf<'commerce', 'productDetail'>;
type Category = ResultOf<'commerce', 'categorySearch'>['items'][number];
type CmsPage = ResultOf<'content', 'cmsPage'>;

/**
 * What a page says about itself to crawlers and link previews (issue 9 item 2): built from the data
 * the edge already asks the API for the page's status, and written into the head of the HTML.
 */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute: facets, sort and paging normalised away. */
  canonical: string;
  /** Filtered or sorted listings are not indexed, but their links are followed. */
  robots?: 'noindex,follow';
  ogType: 'website' | 'product';
  /** A raster picture link previews can show (they do not show SVG). */
  image?: { url: string; type: string; width: number; height: number; alt: string };
  jsonLd: object[];
}

/** The API's preview picture of a product (api/src/media/raster.ts): a JPEG of this size. */
const PREVIEW = { width: 1200, height: 630, type: 'image/jpeg' };
const previewPath = (sku: string) => `/api/media/og/${encodeURIComponent(sku)}.jpg`;

export const SHOP_NAME = 'Bottega';
const SHOP_DESCRIPTION = 'Bottega: moda italiana online per uomo, donna e bambino, maglieria e accessori. Spedizione gratuita in Italia da 100 €.';
const DESCRIPTION_LENGTH = 160;

/** Text of HTML (a description, a CMS page) cut to what a result page shows. */
export function plainDescription(html: string, fallback = SHOP_DESCRIPTION): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return fallback;
  return text.length <= DESCRIPTION_LENGTH ? text : `${text.slice(0, DESCRIPTION_LENGTH - 1).replace(/\s+\S*$/, '')}…`;
}

const absolute = (origin: string, path: string) => new URL(path, origin).href;

function breadcrumbList(origin: string, trail: Array<{ name: string; path: string }>): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({ '@type': 'ListItem', position: index + 1, name: step.name, item: absolute(origin, step.path) })),
  };
}

export function homeHead(origin: string): PageHead {
  return {
    title: `${SHOP_NAME} — Moda italiana online`,
    description: SHOP_DESCRIPTION,
    canonical: absolute(origin, '/it'),
    ogType: 'website',
    jsonLd: [
      { '@context': 'https://schema.org', '@type': 'Organization', name: SHOP_NAME, url: absolute(origin, '/it') },
      // No SearchAction: the shop's search is a menu over the page, with no results address to point to.
      { '@context': 'https://schema.org', '@type': 'WebSite', name: SHOP_NAME, url: absolute(origin, '/it'), inLanguage: 'it-IT' },
    ],
  };
}

export function productHead(origin: string, product: Product): PageHead {
  const path = `/it/p/${encodeURIComponent(product.uid)}`;
  const price = product.price_range.minimum_price.final_price;
  const category = product.categories[0];
  return {
    title: `${product.name} · ${product.brand} | ${SHOP_NAME}`,
    description: plainDescription(product.description),
    canonical: absolute(origin, path),
    ogType: 'product',
    image: { url: absolute(origin, previewPath(product.sku)), ...PREVIEW, alt: `${product.name} · ${product.brand}` },
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.name,
        sku: product.sku,
        brand: { '@type': 'Brand', name: product.brand },
        description: plainDescription(product.description),
        image: [absolute(origin, previewPath(product.sku)), ...product.media_gallery.map((image) => absolute(origin, image.url))],
        offers: {
          '@type': 'Offer',
          url: absolute(origin, path),
          price: price.value.toFixed(2),
          priceCurrency: price.currency,
          availability: product.stock_status === 'IN_STOCK' ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        },
      },
      breadcrumbList(origin, [
        { name: 'Home', path: '/it' },
        ...(category ? [{ name: category.name, path: `/it/c/${encodeURIComponent(category.uid)}` }] : []),
        { name: product.name, path },
      ]),
    ],
  };
}

export function categoryHead(origin: string, category: Category, search: URLSearchParams, products: Array<{ name: string; uid: string }> = []): PageHead {
  const path = `/it/c/${encodeURIComponent(category.uid)}`;
  const page = Number(search.get('page'));
  const canonicalPath = Number.isInteger(page) && page > 1 ? `${path}?page=${page}` : path;
  // Facets, sort and page size only filter or order the listing; a page of it is still its own page.
  const filtered = [...search.keys()].some((key) => key !== 'page');
  return {
    title: `${category.name} | ${SHOP_NAME}`,
    description: `${category.name}: ${category.product_count} articoli su ${SHOP_NAME}, moda italiana online. Spedizione gratuita in Italia da 100 €.`,
    canonical: absolute(origin, canonicalPath),
    ...(filtered ? { robots: 'noindex,follow' as const } : {}),
    ogType: 'website',
    jsonLd: [
      breadcrumbList(origin, [
        { name: 'Home', path: '/it' },
        ...category.breadcrumbs.map((crumb) => ({ name: crumb.name, path: `/it/c/${encodeURIComponent(crumb.uid)}` })),
        { name: category.name, path },
      ]),
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        itemListElement: products.map((product, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          url: absolute(origin, `/it/p/${encodeURIComponent(product.uid)}`),
          name: product.name,
        })),
      },
    ],
  };
}

export function cmsHead(origin: string, page: CmsPage, path: string): PageHead {
  return {
    title: `${page.title} | ${SHOP_NAME}`,
    description: plainDescription(page.meta_description || page.content),
    canonical: absolute(origin, path),
    ogType: 'website',
    jsonLd: [],
  };
}

/** Text or an attribute's value, safe in HTML. */
export const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The head elements of `head`: title, description, canonical, robots, Open Graph and its X card, JSON-LD (script-safe). */
export function renderHead(head: PageHead): { title: string; elements: string } {
  const meta = (attribute: 'name' | 'property', key: string, value: string) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  const elements = [
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    ...(head.robots ? [meta('name', 'robots', head.robots)] : []),
    meta('property', 'og:site_name', SHOP_NAME),
    meta('property', 'og:locale', 'it_IT'),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    ...(head.image
      ? [
          meta('property', 'og:image', head.image.url),
          meta('property', 'og:image:type', head.image.type),
          meta('property', 'og:image:width', String(head.image.width)),
          meta('property', 'og:image:height', String(head.image.height)),
          meta('property', 'og:image:alt', head.image.alt),
        ]
      : []),
    // X reads the rest from Open Graph; only the card's kind is its own.
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${scriptSafeJson(data)}</script>`),
  ];
  return { title: `<title>${escapeHtml(head.title)}</title>`, elements: elements.join('') };
}
