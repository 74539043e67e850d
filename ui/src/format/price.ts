// CLDR gives Italian a minimum of two grouping digits, so plain it-IT prints "1234,50 €";
// shops write thousands with a dot from 1.000 on, hence useGrouping 'always'.
const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', useGrouping: 'always' });

/** 1234.5 → "1.234,50 €" (the space before € is a non-breaking U+00A0). The only way money is written. */
export function formatPrice(value: number): string {
  return euro.format(value);
}

/**
 * The discount badge's percentage (docs/product-rules.md §9): the rounded value of 100 minus special price divided
 * by regular price. 0 when there is no discount to show.
 */
export function discountPercent(regular: number, special: number): number {
  if (!(regular > 0) || !(special < regular)) return 0;
  return Math.round(100 - (special / regular) * 100);
}
