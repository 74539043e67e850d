import { productHead } from './product.head';

const ORIGIN = 'https://shop.example';
const money = (value: number) => ({ value, currency: 'EUR' as const });
const HOSTILE_NAME = 'Maglione </script><script>alert(1)</script> \u2028 "girocollo" 🧶';
const product = {
  uid: 'MTIz',
  sku: 'BT100',
  merchant_sku: 'FR-100',
  name: HOSTILE_NAME,
  brand: 'Filati & Rossi',
  description: '<p>Lana <b>merino</b> extrafine.</p>',
  stock_status: 'OUT_OF_STOCK',
  price_range: {
    minimum_price: { final_price: money(79.9), regular_price: money(79.9), discount: { amount_off: 0, percent_off: 0 } },
    maximum_price: { final_price: money(79.9), regular_price: money(79.9), discount: { amount_off: 0, percent_off: 0 } },
  },
  thumbnail: { url: '/api/media/p/1.svg', label: '' },
  media_gallery: [{ url: '/api/media/p/1.svg', label: '' }],
  // As the API lists them: the product's categories in no particular order, another branch among them.
  categories: [
    { uid: 'Mg', name: 'Maglioni', url_path: 'uomo/maglioni' },
    { uid: 'Mgl', name: 'Maglieria', url_path: 'maglieria' },
    { uid: 'MQ', name: 'Uomo', url_path: 'uomo' },
  ],
  configurable_options: [],
  variants: [],
} as unknown as Parameters<typeof productHead>[2];
const onSale = (regular: number, special: number) => ({
  minimum_price: { final_price: money(special), regular_price: money(regular), discount: { amount_off: regular - special, percent_off: 0 } },
  maximum_price: { final_price: money(special), regular_price: money(regular), discount: { amount_off: regular - special, percent_off: 0 } },
});
const variant = (color: string, size: string, stock: 'IN_STOCK' | 'OUT_OF_STOCK') => ({
  attributes: [
    { code: 'color' as const, uid: `c-${color}`, label: color },
    { code: 'dimensione' as const, uid: `s-${size}`, label: size },
  ],
  product: {
    sku: `BT200-${color}-${size}`,
    merchant_sku: `FR-200-${color}-${size}`,
    stock_status: stock,
    only_x_left_in_stock: null,
    thumbnail: { url: `/api/media/p/${color}.svg`, label: '' },
  },
});
const configurable = {
  ...product,
  uid: 'MjAw',
  sku: 'BT200',
  merchant_sku: 'FR-200',
  name: 'Cardigan',
  stock_status: 'IN_STOCK',
  price_range: onSale(150, 120),
  configurable_options: [
    { attribute_code: 'color', uid: 'color', label: 'Colore', values: [] },
    { attribute_code: 'dimensione', uid: 'dimensione', label: 'Taglia', values: [] },
  ],
  variants: [variant('Blu', 'M', 'IN_STOCK'), variant('Rosso', 'L', 'OUT_OF_STOCK')],
} as unknown as Parameters<typeof productHead>[2];

/** The product's structured data, as the edge writes it in the page (JSON, so undefined fields are gone). */
const ldOf = (head: ReturnType<typeof productHead>) => JSON.parse(JSON.stringify(head.jsonLd));

describe('the product page’s head', () => {
  it('describes a product: Product with an Offer in EUR and its availability, and its breadcrumbs', () => {
    const head = productHead(ORIGIN, '/it', product);
    const [ld, breadcrumbs] = ldOf(head);
    expect(ld).toMatchObject({
      '@type': 'Product',
      sku: 'BT100',
      brand: { name: 'Filati & Rossi' },
      offers: { '@type': 'Offer', price: '79.90', priceCurrency: 'EUR', availability: 'https://schema.org/OutOfStock' },
    });
    // The breadcrumb the page shows: the deepest category's branch, whichever order the API lists them in.
    expect(breadcrumbs.itemListElement.map((step: { name: string }) => step.name)).toEqual(['Home', 'Uomo', 'Maglioni', product.name]);
    expect(head).toMatchObject({
      canonical: 'https://shop.example/it/p/MTIz',
      ogType: 'product',
      description: 'Lana merino extrafine.',
      title: `${HOSTILE_NAME} · Filati & Rossi | Bottega`,
    });
  });
  it('offers a product as Google’s merchant listings read it: mpn, condition, shipping for one item and free returns', () => {
    const [ld] = ldOf(productHead(ORIGIN, '/it', product));
    expect(ld).toMatchObject({ '@context': 'https://schema.org', mpn: 'FR-100', offers: { itemCondition: 'https://schema.org/NewCondition' } });
    // 79.90 € alone does not reach the free-shipping threshold: the flat 5 €.
    expect(ld.offers.shippingDetails).toEqual({
      '@type': 'OfferShippingDetails',
      shippingRate: { '@type': 'MonetaryAmount', value: '5.00', currency: 'EUR' },
      shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'IT' },
      deliveryTime: {
        '@type': 'ShippingDeliveryTime',
        handlingTime: { '@type': 'QuantitativeValue', minValue: 0, maxValue: 2, unitCode: 'DAY' },
        transitTime: { '@type': 'QuantitativeValue', minValue: 1, maxValue: 2, unitCode: 'DAY' },
      },
    });
    expect(ld.offers.hasMerchantReturnPolicy).toEqual({
      '@type': 'MerchantReturnPolicy',
      applicableCountry: 'IT',
      returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
      merchantReturnDays: 30,
      returnMethod: 'https://schema.org/ReturnByMail',
      returnFees: 'https://schema.org/FreeReturn',
    });
    // Without a special price there is no struck-through one.
    expect(ld.offers.priceSpecification).toBeUndefined();
  });

  it('sells a product on sale at its special price, the regular one struck through, shipped free from 100 €', () => {
    const [ld] = ldOf(productHead(ORIGIN, '/it', { ...product, price_range: onSale(120, 100) }));
    expect(ld.offers).toMatchObject({
      price: '100.00',
      priceCurrency: 'EUR',
      priceSpecification: { '@type': 'UnitPriceSpecification', priceType: 'https://schema.org/StrikethroughPrice', price: '120.00', priceCurrency: 'EUR' },
      shippingDetails: { shippingRate: { value: '0.00' } },
    });
    expect(ldOf(productHead(ORIGIN, '/it', { ...product, price_range: onSale(120, 99.99) }))[0].offers.shippingDetails.shippingRate.value).toBe('5.00');
  });

  it('describes a product with variants as a ProductGroup, each variant a Product with its colour, size and stock', () => {
    const [group] = ldOf(productHead(ORIGIN, '/it', configurable));
    expect(group).toMatchObject({
      '@type': 'ProductGroup',
      productGroupID: 'BT200',
      brand: { '@type': 'Brand', name: 'Filati & Rossi' },
      variesBy: ['https://schema.org/color', 'https://schema.org/size'],
    });
    expect(group.hasVariant).toHaveLength(2);
    expect(group.hasVariant[0]).toMatchObject({
      '@type': 'Product',
      name: 'Cardigan – Blu – M',
      sku: 'BT200-Blu-M',
      mpn: 'FR-200-Blu-M',
      color: 'Blu',
      size: 'M',
      image: 'https://shop.example/api/media/p/Blu.svg',
      offers: {
        url: 'https://shop.example/it/p/MjAw',
        price: '120.00',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        priceSpecification: { priceType: 'https://schema.org/StrikethroughPrice', price: '150.00' },
        shippingDetails: { shippingRate: { value: '0.00' } },
        hasMerchantReturnPolicy: { merchantReturnDays: 30 },
      },
    });
    expect(group.hasVariant[1]).toMatchObject({ sku: 'BT200-Rosso-L', color: 'Rosso', size: 'L', offers: { availability: 'https://schema.org/OutOfStock' } });
  });

  it('gives link previews the product’s JPEG, its size and a text for it', () => {
    const head = productHead(ORIGIN, '/it', product);
    expect(head.image).toEqual({ url: 'https://shop.example/api/media/og/BT100.jpg', type: 'image/jpeg', width: 1200, height: 630, alt: `${HOSTILE_NAME} · Filati & Rossi` });
    expect(ldOf(head)[0].image).toEqual(['https://shop.example/api/media/og/BT100.jpg', 'https://shop.example/api/media/p/1.svg']);
  });
});
