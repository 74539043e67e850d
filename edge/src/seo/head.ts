import type { ResultOf } from '@bottega/api-contract';
import { categoryTrail } from '@bottega/api-contract/src/catalogTrail';
import { FLAT_SHIPPING_CENTS, FREE_SHIPPING_FROM_CENTS } from '@bottega/api-contract/src/rules';
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
  /** Absolute: facets, sort and paging normalised away; none on a page that is not found. */
  canonical?: string;
  /** Filtered or sorted listings and search results are not indexed, but their links are followed. */
  robots?: 'noindex,follow' | 'noindex';
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

/** What the footer's blocks say about the shop: its social profiles and its customer service. */
export interface ShopProfile {
  sameAs: string[];
  contact: { email: string; phone: string } | null;
}

/** The largest of the shop's icons (shell/icons), a raster one as Google asks of a logo. */
const LOGO_PATH = '/icon-512.png';

export function homeHead(origin: string, profile: ShopProfile = { sameAs: [], contact: null }): PageHead {
  return {
    title: `${SHOP_NAME} — Moda italiana online`,
    description: SHOP_DESCRIPTION,
    canonical: absolute(origin, '/it'),
    ogType: 'website',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: SHOP_NAME,
        url: absolute(origin, '/it'),
        logo: absolute(origin, LOGO_PATH),
        ...(profile.sameAs.length > 0 ? { sameAs: profile.sameAs } : {}),
        ...(profile.contact
          ? { contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', email: profile.contact.email, telephone: profile.contact.phone, availableLanguage: 'it' } }
          : {}),
      },
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: SHOP_NAME,
        url: absolute(origin, '/it'),
        inLanguage: 'it-IT',
        // The results page (mf-catalog's SearchPage) reads its term from `term`.
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${absolute(origin, SEARCH_PATH)}?term={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  };
}

const SCHEMA = 'https://schema.org';
const days = (minValue: number, maxValue: number) => ({ '@type': 'QuantitativeValue', minValue, maxValue, unitCode: 'DAY' });

/**
 * docs/product-rules.md §9, as Google's merchant listings read it: the cost of sending this one item
 * in Italy (free from 100 €, else the flat rate), dispatched within 48 hours and delivered in 24–48.
 */
function shippingDetails(priceValue: number): object {
  const cents = Math.round(priceValue * 100) >= FREE_SHIPPING_FROM_CENTS ? 0 : FLAT_SHIPPING_CENTS;
  return {
    '@type': 'OfferShippingDetails',
    shippingRate: { '@type': 'MonetaryAmount', value: (cents / 100).toFixed(2), currency: 'EUR' },
    shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'IT' },
    deliveryTime: { '@type': 'ShippingDeliveryTime', handlingTime: days(0, 2), transitTime: days(1, 2) },
  };
}

/** docs/product-rules.md §9: returns are free within 30 days. */
const RETURN_POLICY = {
  '@type': 'MerchantReturnPolicy',
  applicableCountry: 'IT',
  returnPolicyCategory: `${SCHEMA}/MerchantReturnFiniteReturnWindow`,
  merchantReturnDays: 30,
  returnMethod: `${SCHEMA}/ReturnByMail`,
  returnFees: `${SCHEMA}/FreeReturn`,
};

/**
 * An offer of the product at its price. A special price is the price, and the regular one is named as
 * the struck-through price, as Google's merchant listings ask for a sale.
 */
function offer(url: string, product: Product, stock: Product['stock_status']): object {
  const { final_price: price, regular_price: regular } = product.price_range.minimum_price;
  return {
    '@type': 'Offer',
    url,
    price: price.value.toFixed(2),
    priceCurrency: price.currency,
    ...(price.value < regular.value
      ? { priceSpecification: { '@type': 'UnitPriceSpecification', priceType: `${SCHEMA}/StrikethroughPrice`, price: regular.value.toFixed(2), priceCurrency: regular.currency } }
      : {}),
    availability: stock === 'IN_STOCK' ? `${SCHEMA}/InStock` : `${SCHEMA}/OutOfStock`,
    itemCondition: `${SCHEMA}/NewCondition`,
    shippingDetails: shippingDetails(price.value),
    hasMerchantReturnPolicy: RETURN_POLICY,
  };
}

/** A product with variants is a ProductGroup of them; the contract gives a variant no price of its own, so each is offered at the product's. */
function productData(origin: string, url: string, product: Product): object {
  const description = plainDescription(product.description);
  const image = [absolute(origin, previewPath(product.sku)), ...product.media_gallery.map((picture) => absolute(origin, picture.url))];
  const brand = { '@type': 'Brand', name: product.brand };
  if (product.variants.length === 0) {
    return {
      '@context': SCHEMA,
      '@type': 'Product',
      name: product.name,
      sku: product.sku,
      mpn: product.merchant_sku,
      brand,
      description,
      image,
      offers: offer(url, product, product.stock_status),
    };
  }
  const codes = product.configurable_options.map((option) => option.attribute_code);
  return {
    '@context': SCHEMA,
    '@type': 'ProductGroup',
    name: product.name,
    productGroupID: product.sku,
    url,
    brand,
    description,
    image,
    variesBy: codes.map((code) => (code === 'color' ? `${SCHEMA}/color` : `${SCHEMA}/size`)),
    hasVariant: product.variants.map((variant) => {
      const label = (code: 'color' | 'dimensione') => variant.attributes.find((attribute) => attribute.code === code)?.label;
      const [color, size] = [label('color'), label('dimensione')];
      return {
        '@type': 'Product',
        name: [product.name, color, size].filter(Boolean).join(' – '),
        sku: variant.product.sku,
        mpn: variant.product.merchant_sku,
        brand,
        ...(color ? { color } : {}),
        ...(size ? { size } : {}),
        image: absolute(origin, variant.product.thumbnail.url),
        offers: offer(url, product, variant.product.stock_status),
      };
    }),
  };
}

export function productHead(origin: string, product: Product): PageHead {
  const path = `/it/p/${encodeURIComponent(product.uid)}`;
  return {
    title: `${product.name} · ${product.brand} | ${SHOP_NAME}`,
    description: plainDescription(product.description),
    canonical: absolute(origin, path),
    ogType: 'product',
    image: { url: absolute(origin, previewPath(product.sku)), ...PREVIEW, alt: `${product.name} · ${product.brand}` },
    jsonLd: [
      productData(origin, absolute(origin, path), product),
      // The trail the product page shows (mf-catalog's ProductPage): Home, the category and its ancestors, the product.
      breadcrumbList(origin, [
        { name: 'Home', path: '/it' },
        ...categoryTrail(product.categories).map((category) => ({ name: category.name, path: `/it/c/${encodeURIComponent(category.uid)}` })),
        { name: product.name, path },
      ]),
    ],
  };
}

/** The page of a listing the shopper sees: its products and how many the listing finds in all. */
export interface Listing {
  items: Array<{ name: string; uid: string }>;
  total_count: number;
}

/** A category's listing page; without `listing` (the API could not say) it names the category's count and no products. */
export function categoryHead(origin: string, category: Category, search: URLSearchParams, listing?: Listing): PageHead {
  const path = `/it/c/${encodeURIComponent(category.uid)}`;
  const page = Number(search.get('page'));
  const paged = Number.isInteger(page) && page > 1;
  // Facets, sort and page size only filter or order the listing: such a page stays out of the index,
  // and names itself as canonical so that no signal points away from what it shows.
  const filtered = [...search.keys()].some((key) => key !== 'page');
  const canonicalPath = filtered ? `${path}?${search}` : paged ? `${path}?page=${page}` : path;
  // A later page of the listing is a page of its own, and says which one in its title and description.
  const pageLabel = paged ? ` – pagina ${page}` : '';
  return {
    title: `${category.name}${pageLabel} | ${SHOP_NAME}`,
    description: `${category.name}${pageLabel}: ${listing?.total_count ?? category.product_count} articoli su ${SHOP_NAME}, moda italiana online. Spedizione gratuita in Italia da 100 €.`,
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
        itemListElement: (listing?.items ?? []).map((product, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          url: absolute(origin, `/it/p/${encodeURIComponent(product.uid)}`),
          name: product.name,
        })),
      },
    ],
  };
}

const SEARCH_PATH = '/it/search';

/** A search's results page: its links are followed, but a page per term would fill the index with thin copies of the listings. */
export function searchHead(origin: string, search: URLSearchParams): PageHead {
  const term = (search.get('term') ?? '').trim().replace(/\s+/g, ' ').slice(0, 100);
  return {
    title: `${term ? `Risultati per “${term}”` : 'Cerca nel negozio'} | ${SHOP_NAME}`,
    description: SHOP_DESCRIPTION,
    canonical: absolute(origin, term ? `${SEARCH_PATH}?${new URLSearchParams({ term })}` : SEARCH_PATH),
    robots: 'noindex,follow',
    ogType: 'website',
    jsonLd: [],
  };
}

/** The head of a page that is not there: an Italian title, and nothing for an index to keep. */
export const NOT_FOUND_HEAD: PageHead = {
  title: `Pagina non trovata | ${SHOP_NAME}`,
  description: 'La pagina che stavi cercando non è stata trovata.',
  robots: 'noindex',
  ogType: 'website',
  jsonLd: [],
};

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
    ...(head.canonical ? [`<link rel="canonical" href="${escapeHtml(head.canonical)}">`] : []),
    ...(head.robots ? [meta('name', 'robots', head.robots)] : []),
    meta('property', 'og:site_name', SHOP_NAME),
    meta('property', 'og:locale', 'it_IT'),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    ...(head.canonical ? [meta('property', 'og:url', head.canonical)] : []),
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
