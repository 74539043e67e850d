import { imageUrl } from '../methods/catalog.product';

/**
 * How the cart and the wishlist name what the catalog methods also show: option uids (a cart line's
 * options match the product page's `configurable_options`: `color`, `color::blu`, `dimensione::m`)
 * and image URLs (a variant shows its own colour).
 */
export function optionValueUid(attributeCode: 'color' | 'dimensione', valueId: string): string {
  return `${attributeCode}::${valueId}`;
}

export function productImage(sku: string, name: string): { url: string; label: string } {
  return { url: imageUrl(sku), label: name };
}

/** Labels of option values by attribute code and id (the catalog's `attribute_options`). */
export type OptionLabel = (code: 'color' | 'dimensione', id: string) => string;

/** A variant's colour and size as the cart shows them. */
export function selectedOptions(variant: { color: string; size: string }, label: OptionLabel) {
  return [
    {
      option_label: 'Colore',
      value_label: label('color', variant.color),
      configurable_product_option_uid: 'color',
      configurable_product_option_value_uid: optionValueUid('color', variant.color),
    },
    {
      option_label: 'Taglia',
      value_label: label('dimensione', variant.size),
      configurable_product_option_uid: 'dimensione',
      configurable_product_option_value_uid: optionValueUid('dimensione', variant.size),
    },
  ];
}

/** The variant whose colour and size are both among the chosen option value uids. */
export function variantForOptions<V extends { color: string; size: string }>(variants: V[], chosen: string[]): V | undefined {
  const wanted = new Set(chosen);
  return variants.find((variant) => wanted.has(optionValueUid('color', variant.color)) && wanted.has(optionValueUid('dimensione', variant.size)));
}
