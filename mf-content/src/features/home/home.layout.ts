/**
 * What the home page shows of the catalog: category ids of the seed's main menu (docs/product-rules.md §3
 * Category uid). Only these ids cross to the catalog team, through the ProductRail slot.
 */
export const homeCategories = [
  { categoryId: 'donna', label: 'Donna', tone: 'rose' },
  { categoryId: 'uomo', label: 'Uomo', tone: 'navy' },
  { categoryId: 'maglieria', label: 'Maglieria', tone: 'cream' },
  { categoryId: 'bambino', label: 'Bambino', tone: 'sage' },
] as const;

export const homeRails = {
  first: { categoryId: 'maglieria', title: 'Maglieria: il nostro mestiere' },
  second: { categoryId: 'donna', title: 'Nuovi arrivi Donna' },
  third: { categoryId: 'uomo', title: 'Nuovi arrivi Uomo' },
};
