/** Storefront addresses of catalog pages (docs/product-rules.md §2). */
export const productHref = (basePath: string, uid: string) => `${basePath}/p/${encodeURIComponent(uid)}`;
export const categoryHref = (basePath: string, uid: string) => `${basePath}/c/${encodeURIComponent(uid)}`;
