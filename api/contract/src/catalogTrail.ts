import type { z } from 'zod';
import type { categoryRef } from './catalog';

type CategoryRef = z.infer<typeof categoryRef>;

/** A product's breadcrumb: its deepest category and that one's ancestors; shared because the product page and the edge's JSON-LD show the same trail. */
export function categoryTrail<Category extends CategoryRef>(categories: readonly Category[]): Category[] {
  const deepest = [...categories].sort((a, b) => b.url_path.split('/').length - a.url_path.split('/').length)[0];
  if (!deepest) return [];
  return categories
    .filter((category) => deepest.url_path === category.url_path || deepest.url_path.startsWith(`${category.url_path}/`))
    .sort((a, b) => a.url_path.split('/').length - b.url_path.split('/').length);
}
