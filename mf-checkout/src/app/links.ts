/** The checkout's own addresses: each step, and the cart page it goes back to. */
export const stepHref = (basePath: string, step: string, query = '') => `${basePath}/checkout/${step}${query}`;
export const cartHref = (basePath: string) => `${basePath}/Cart`;
