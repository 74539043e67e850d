let euro: Intl.NumberFormat | undefined;

/** 1234.5 → "1.234,50 €" (the space before € is a non-breaking U+00A0). The only way money is written. */
export function formatPrice(value: number): string {
  // Made on first use: the page's first Intl object loads the browser's locale data (≈ 25 ms on a slow
  // machine), which a page without prices need not pay. CLDR gives Italian a minimum of two grouping
  // digits, so plain it-IT prints "1234,50 €"; shops write thousands with a dot from 1.000 on.
  euro ??= new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', useGrouping: 'always' });
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
