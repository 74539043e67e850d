import type { z } from 'zod';
import type { categoryRef } from './catalog';

type CategoryRef = z.infer<typeof categoryRef>;

/**
 * The breadcrumb trail of a product: its deepest category and that category's ancestors among
 * the product's categories (`uomo` › `uomo/maglioni`), a product in several branches showing one.
 * Here because the product page shows it and the edge names the same trail in the page's JSON-LD.
 */
export function categoryTrail<Category extends CategoryRef>(categories: readonly Category[]): Category[] {
  const deepest = [...categories].sort((a, b) => b.url_path.split('/').length - a.url_path.split('/').length)[0];
  if (!deepest) return [];
  return categories
    .filter((category) => deepest.url_path === category.url_path || deepest.url_path.startsWith(`${category.url_path}/`))
    .sort((a, b) => a.url_path.split('/').length - b.url_path.split('/').length);
}
