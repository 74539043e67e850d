import type { MouseEvent } from 'react';

/**
 * Spec §2: product links carry the locale prefix; the catalog's product route is /{locale}/p/{uid}
 * (a variant's line carries its parent product's uid, so the link opens the product page).
 */
export const productHref = (basePath: string, product: { uid: string }) => `${basePath}/p/${encodeURIComponent(product.uid)}`;

/**
 * Links stay real `<a href>` (open in a new tab, copy the address); a plain click is handed to the
 * shell's router instead of reloading the page.
 */
export function followLink(navigate: (to: string) => void, after?: () => void) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    after?.();
    navigate(event.currentTarget.getAttribute('href')!);
  };
}
