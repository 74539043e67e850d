import { LEGAL_PAGES } from '@bottega/api-contract';

/** The checkout's own addresses: each step, and the cart page it goes back to. */
export const stepHref = (basePath: string, step: string, query = '') => `${basePath}/checkout/${step}${query}`;
export const cartHref = (basePath: string) => `${basePath}/Cart`;
/** The content team's legal pages (product rule §10), which the payment step links to. */
export const legalHref = (basePath: string, page: keyof typeof LEGAL_PAGES) => `${basePath}/${LEGAL_PAGES[page]}`;
