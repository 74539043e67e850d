import type { MouseEvent } from 'react';
import { isPlainClick } from '@bottega/fragment-kit';

/** docs/product-rules.md §2: product links carry the locale prefix; the catalog's product route is /{locale}/p/{uid}
 * (a variant's line carries its parent product's uid, so the link opens the product page). */
export const productHref = (basePath: string, product: { uid: string }) => `${basePath}/p/${encodeURIComponent(product.uid)}`;

/** The cart and wishlist pages (shell/src/routes/table.ts): where the header's buttons lead until their drawers can open. */
export const cartPageHref = (basePath: string) => `${basePath}/Cart`;
export const wishlistPageHref = (basePath: string) => `${basePath}/wishlist`;

/** A link that a script can do better: a plain click runs `action` instead (open a drawer, start the
 * checkout), while a new tab, a copied address or a press before the code has loaded follows the link. */
export const instead =
  (action: () => void) =>
  (event: MouseEvent<HTMLAnchorElement>): void => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    action();
  };
