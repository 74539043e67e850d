import type { ResultOf } from '@bottega/api-contract';
import type { AddToCartParams } from '@bottega/browser-contract';
import { cartButtonParams, stockParams } from '../cart-button/cartButton';

export type Product = ResultOf<'commerce', 'productDetail'>;
export type OptionCode = 'color' | 'dimensione';
/** The chosen value uid per option; missing until the shopper picks one. */
export type Selection = Partial<Record<OptionCode, string>>;

export const optionOf = (product: Product, code: OptionCode) => product.configurable_options.find((option) => option.attribute_code === code);

/** The variant that matches every option the product has, or null while something is still to choose. */
export function selectedVariant(product: Product, selection: Selection) {
  const codes = product.configurable_options.map((option) => option.attribute_code);
  if (codes.length === 0 || codes.some((code) => !selection[code])) return null;
  return product.variants.find((variant) => codes.every((code) => variant.attributes.some((attribute) => attribute.code === code && attribute.uid === selection[code]))) ?? null;
}

/** Whether a value can still be bought given the other choice: a size is greyed out when no variant of it (in the chosen colour, if any) is in stock. */
export function isValueInStock(product: Product, code: OptionCode, valueUid: string, selection: Selection): boolean {
  return product.variants.some(
    (variant) =>
      variant.product.stock_status === 'IN_STOCK' &&
      variant.attributes.every((attribute) => {
        if (attribute.code === code) return attribute.uid === valueUid;
        const chosen = selection[attribute.code];
        return !chosen || attribute.uid === chosen;
      }),
  );
}

/** The choice an address names (`?color=<uid>&dimensione=<uid>`, the page's GET form without JavaScript); only the product's own values count. */
export function selectionFromQuery(product: Product, query: string): Selection {
  const params = new URLSearchParams(query);
  const selection: Selection = {};
  for (const option of product.configurable_options) {
    const code = option.attribute_code as OptionCode;
    const uid = params.get(code);
    if (uid && option.values.some((value) => value.uid === uid)) selection[code] = uid;
  }
  return selection;
}

export type MissingChoice = 'both' | 'size' | 'color' | null;

/** docs/product-rules.md §5: size and colour must be chosen before adding; says which one is missing. */
export function missingChoice(product: Product, selection: Selection): MissingChoice {
  const needsColor = Boolean(optionOf(product, 'color')) && !selection.color;
  const needsSize = Boolean(optionOf(product, 'dimensione')) && !selection.dimensione;
  if (needsColor && needsSize) return 'both';
  if (needsSize) return 'size';
  if (needsColor) return 'color';
  return null;
}

/** What the page tells the cart's add-to-cart button: the chosen variant once every option is chosen, the product until then,
 * so the cart asks the page for what is missing (cart:options-needed). */
export function pageCartParams(product: Product, selection: Selection): AddToCartParams {
  const params = cartButtonParams(product, 'page');
  const variant = selectedVariant(product, selection);
  if (!variant) return params;
  return {
    ...params,
    sku: variant.product.sku,
    ...stockParams(variant.product),
    parentSku: product.sku,
    options: product.configurable_options.map((option) => selection[option.attribute_code]!).join(','),
  };
}

/** The gallery's images (the thumbnail when it has none), led by the chosen colour's picture so the shopper sees the colour they picked. */
export function galleryOf(product: Product, selection: Selection = {}) {
  const images = product.media_gallery.length > 0 ? product.media_gallery : [product.thumbnail];
  const colored = selection.color && product.variants.find((variant) => variant.attributes.some((attribute) => attribute.code === 'color' && attribute.uid === selection.color));
  return colored ? [colored.product.thumbnail, ...images.slice(1)] : images;
}
