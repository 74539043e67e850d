/** Category ids of the seed's main menu (docs/product-rules.md §3 Category uid): only these ids and the rails' titles
 * cross to the catalog team through the ProductRail slot; the words are in messages.home. */
export const homeCategories = [
  { categoryId: 'donna', tone: 'rose' },
  { categoryId: 'uomo', tone: 'navy' },
  { categoryId: 'maglieria', tone: 'cream' },
  { categoryId: 'bambino', tone: 'sage' },
] as const;

export const homeRails = {
  first: { categoryId: 'maglieria', titleKey: 'knitwear' },
  second: { categoryId: 'donna', titleKey: 'newInWomen' },
  third: { categoryId: 'uomo', titleKey: 'newInMen' },
} as const;

export type HomeRail = (typeof homeRails)[keyof typeof homeRails];
