import type { ResultOf } from '@bottega/api-contract';

export type CmsBlock = ResultOf<'content', 'cmsBlocks'>['items'][number];

/** The five footer blocks of docs/product-rules.md §3, per locale. */
export const footerBlockIds = (locale: string) => ({
  links: `footer-links-${locale}`,
  address: `footer-address-${locale}`,
  newsletter: `footer-newsletter-${locale}`,
  payments: `footer-payments-${locale}`,
  social: `footer-social-${locale}`,
});

/** The blocks of product rule §7 that header and footer show: fetched in one request for all layout fragments. */
export const layoutBlockIds = (locale: string) => ({
  preHeader: `pre-header-${locale}`,
  headerText: `headerText-${locale}`,
  copyright: `copyright-${locale}`,
  footer: 'cmsBlockFooter',
  ...footerBlockIds(locale),
});

/** The home page's own block; its other sections reuse the layout blocks (story, newsletter). */
export const homeHeroId = (locale: string) => `home-hero-${locale}`;

/** The server omits unknown identifiers: these are the ones asked for and not returned. */
export const missingBlocks = (requested: readonly string[], items: readonly CmsBlock[]) =>
  requested.filter((identifier) => !items.some((block) => block.identifier === identifier));

/** Blocks by identifier, for fragments that look one up by name. */
export const byIdentifier = (items: readonly CmsBlock[]) => new Map(items.map((block) => [block.identifier, block]));
