import { galleryOf, isValueInStock, missingChoice, pageCartParams, selectedVariant, type Product } from './product.rules';

const image = { url: '/media/x.svg', label: 'x' };
const money = (value: number) => ({ value, currency: 'EUR' as const });
const price = { final_price: money(80), regular_price: money(100), discount: { amount_off: 20, percent_off: 20 } };

function variant(sku: string, color: string, size: string, inStock = true) {
  return {
    attributes: [
      { code: 'color' as const, uid: color, label: color },
      { code: 'dimensione' as const, uid: size, label: size },
    ],
    product: { sku, merchant_sku: sku, stock_status: inStock ? ('IN_STOCK' as const) : ('OUT_OF_STOCK' as const), only_x_left_in_stock: null, thumbnail: image },
  };
}

const sweater: Product = {
  __typename: 'ConfigurableProduct',
  vsf_typename: 'ConfigurableProduct',
  uid: '10',
  sku: 'MAG-10',
  name: 'Maglione girocollo',
  brand: 'Lanificio',
  merchant_sku: 'M10',
  url_key: 'maglione-girocollo',
  stock_status: 'IN_STOCK',
  only_x_left_in_stock: null,
  is_virtual: false,
  price_range: { minimum_price: price, maximum_price: price },
  thumbnail: image,
  media_gallery: [],
  description: '',
  categories: [],
  created_at: '2026-01-01',
  configurable_product_options_selection: { variant: null },
  item_grn: 'grn:bottega:product:10',
  wishlist_uid: null,
  isMoreItem: true,
  configurable_options: [
    {
      attribute_code: 'color',
      uid: 'opt-color',
      label: 'Colore',
      values: [
        { uid: 'blu', label: 'Blu', swatch: '#00f' },
        { uid: 'nero', label: 'Nero', swatch: '#000' },
      ],
    },
    {
      attribute_code: 'dimensione',
      uid: 'opt-size',
      label: 'Taglia',
      values: [
        { uid: 's', label: 'S', swatch: null },
        { uid: 'm', label: 'M', swatch: null },
      ],
    },
  ],
  variants: [variant('MAG-10-BLU-S', 'blu', 's'), variant('MAG-10-BLU-M', 'blu', 'm', false), variant('MAG-10-NERO-M', 'nero', 'm')],
};

describe('choosing size and colour', () => {
  it('asks for what is missing before adding', () => {
    expect(missingChoice(sweater, {})).toBe('both');
    expect(missingChoice(sweater, { color: 'blu' })).toBe('size');
    expect(missingChoice(sweater, { dimensione: 's' })).toBe('color');
    expect(missingChoice(sweater, { color: 'blu', dimensione: 's' })).toBeNull();
  });

  it('finds the variant of the chosen colour and size', () => {
    expect(selectedVariant(sweater, { color: 'nero', dimensione: 'm' })?.product.sku).toBe('MAG-10-NERO-M');
    expect(selectedVariant(sweater, { color: 'nero' })).toBeNull();
  });

  it("tells the cart's button the product until every option is chosen, then the variant with its parent and the chosen option uids", () => {
    const product = { sku: 'MAG-10', type: 'ConfigurableProduct', name: 'Maglione girocollo', brand: 'Lanificio', price: '80', stock: 'IN_STOCK', placement: 'page' };
    expect(pageCartParams(sweater, { color: 'blu' })).toEqual(product);
    expect(pageCartParams(sweater, { color: 'blu', dimensione: 's' })).toEqual({ ...product, sku: 'MAG-10-BLU-S', parentSku: 'MAG-10', options: 'blu,s' });
  });

  it("gives the chosen variant's stock, not the product's", () => {
    expect(pageCartParams(sweater, { color: 'blu', dimensione: 'm' }).stock).toBe('OUT_OF_STOCK');
    const lowStock = { ...sweater, variants: [{ ...variant('MAG-10-BLU-S', 'blu', 's'), product: { ...variant('MAG-10-BLU-S', 'blu', 's').product, only_x_left_in_stock: 2 } }] };
    expect(pageCartParams(lowStock, { color: 'blu', dimensione: 's' }).onlyLeft).toBe('2');
  });

  it('greys out a size that is sold out in the chosen colour', () => {
    expect(isValueInStock(sweater, 'dimensione', 'm', { color: 'blu' })).toBe(false);
    expect(isValueInStock(sweater, 'dimensione', 'm', { color: 'nero' })).toBe(true);
    expect(isValueInStock(sweater, 'dimensione', 'm', {})).toBe(true);
    expect(isValueInStock(sweater, 'color', 'nero', { dimensione: 's' })).toBe(false);
  });
});

it("tells the cart's button a product without choices as it is, its type included", () => {
  const tee: Product = { ...sweater, __typename: 'SimpleProduct', vsf_typename: 'SimpleProduct', sku: 'TEE-1', only_x_left_in_stock: 3, configurable_options: [], variants: [] };
  expect(pageCartParams(tee, {})).toMatchObject({ sku: 'TEE-1', type: 'SimpleProduct', onlyLeft: '3' });
  expect(pageCartParams({ ...sweater, __typename: 'BundleProduct' }, {})).toMatchObject({ sku: 'MAG-10', type: 'BundleProduct' });
});

describe('the gallery', () => {
  it('falls back to the thumbnail when the gallery is empty', () => {
    expect(galleryOf(sweater)).toEqual([image]);
  });

  it('leads with the picture of the chosen colour', () => {
    const black = { url: '/media/nero.svg', label: 'nero' };
    const withImages: Product = {
      ...sweater,
      media_gallery: [image, { url: '/media/back.svg', label: 'retro' }],
      variants: [...sweater.variants, { ...variant('MAG-10-NERO-S', 'nero', 's'), product: { ...variant('MAG-10-NERO-S', 'nero', 's').product, thumbnail: black } }].reverse(),
    };
    expect(galleryOf(withImages, { color: 'nero' }).map((picture) => picture.url)).toEqual(['/media/nero.svg', '/media/back.svg']);
    expect(galleryOf(withImages, {}).map((picture) => picture.url)).toEqual(['/media/x.svg', '/media/back.svg']);
  });
});
