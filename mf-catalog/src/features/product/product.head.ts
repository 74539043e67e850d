import { type ResultOf, FLAT_SHIPPING_CENTS, FREE_SHIPPING_FROM_CENTS } from '@bottega/api-contract';
import { categoryTrail } from '@bottega/api-contract/catalogTrail';
import { absoluteUrl, breadcrumbList, plainDescription, SHOP_NAME, type PageHead } from '@bottega/fragment-kit/page';
import { categoryHref, productHref } from '../../app/links';

type Product = ResultOf<'commerce', 'productDetail'>;

/** The API's preview picture of a product (api/src/media/raster.ts): a JPEG of this size. */
const PREVIEW = { width: 1200, height: 630, type: 'image/jpeg' };
const previewPath = (sku: string) => `/api/media/og/${encodeURIComponent(sku)}.jpg`;

const SCHEMA = 'https://schema.org';
const days = (minValue: number, maxValue: number) => ({ '@type': 'QuantitativeValue', minValue, maxValue, unitCode: 'DAY' });

/** docs/product-rules.md §9 as Google's merchant listings read it: this item's shipping in Italy (free from 100 €, else the flat rate),
 * dispatched within 48 hours and delivered in 24–48. */
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

/** An offer at the product's price; on a sale the regular price is named as the struck-through one, as Google's merchant listings ask. */
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
function productData(origin: string, url: string, product: Product): Record<string, unknown> {
  const description = plainDescription(product.description);
  const image = [absoluteUrl(origin, previewPath(product.sku)), ...product.media_gallery.map((picture) => absoluteUrl(origin, picture.url))];
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
        image: absoluteUrl(origin, variant.product.thumbnail.url),
        offers: offer(url, product, variant.product.stock_status),
      };
    }),
  };
}

/** The product page's head: its name and brand, its description, a preview picture, its structured data and breadcrumb. */
export function productHead(origin: string, basePath: string, product: Product): PageHead {
  const path = productHref(basePath, product.uid);
  return {
    title: `${product.name} · ${product.brand} | ${SHOP_NAME}`,
    description: plainDescription(product.description),
    canonical: absoluteUrl(origin, path),
    ogType: 'product',
    image: { url: absoluteUrl(origin, previewPath(product.sku)), ...PREVIEW, alt: `${product.name} · ${product.brand}` },
    jsonLd: [
      productData(origin, absoluteUrl(origin, path), product),
      // The trail the product page shows (its Breadcrumbs): Home, the category and its ancestors, the product.
      breadcrumbList(origin, [
        { name: 'Home', path: basePath },
        ...categoryTrail(product.categories).map((category) => ({ name: category.name, path: categoryHref(basePath, category.uid) })),
        { name: product.name, path },
      ]),
    ],
  };
}
