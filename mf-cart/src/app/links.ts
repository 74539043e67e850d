/** docs/product-rules.md §2: product links carry the locale prefix; the catalog's product route is /{locale}/p/{uid}
 * (a variant's line carries its parent product's uid, so the link opens the product page). */
export const productHref = (basePath: string, product: { uid: string }) => `${basePath}/p/${encodeURIComponent(product.uid)}`;

/** The cart and wishlist pages (shell/src/routes/table.ts): where the header's buttons lead until their drawers can open. */
export const cartPageHref = (basePath: string) => `${basePath}/Cart`;
export const wishlistPageHref = (basePath: string) => `${basePath}/wishlist`;
