/**
 * docs/product-rules.md §2: product links carry the locale prefix; the catalog's product route is /{locale}/p/{uid}
 * (a variant's line carries its parent product's uid, so the link opens the product page).
 */
export const productHref = (basePath: string, product: { uid: string }) => `${basePath}/p/${encodeURIComponent(product.uid)}`;
