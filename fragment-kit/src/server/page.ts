import * as z from 'zod';
import type { QueryClient } from '@tanstack/react-query';
import { renderRequestSchema } from './protocol';

/** The page call (`POST /page`, docs/adr/0036-the-team-answers-for-its-page.md): the page slot's team answers the
 * page's status and head. */

/** What the edge sends: the page fragment's plain props, the path as the browser sent it, and the shop's public origin. */
export const pageRequestSchema = z.object({
  fragment: renderRequestSchema.shape.fragment,
  props: renderRequestSchema.shape.props,
  /** Still percent-encoded: the catch-all's lookup rule reads an encoded slash (product rule §2). */
  pathname: z.string().startsWith('/').max(2048),
  /** PUBLIC_ORIGIN: canonical and Open Graph addresses are absolute. */
  origin: z.url({ protocol: /^https?$/ }).max(256),
});
export type PageRequest = z.infer<typeof pageRequestSchema>;

const text = (max: number) => z.string().max(max);
const webAddress = z.url({ protocol: /^https?$/ }).max(2048);

/** What a page says about itself to crawlers and link previews, written into the head by the edge. */
export const pageHeadSchema = z.object({
  title: text(300),
  description: text(1000),
  /** Absolute; none on a page that is not there. */
  canonical: webAddress.optional(),
  /** Filtered listings and search results are followed but not indexed; a missing page is neither. */
  robots: z.enum(['noindex,follow', 'noindex']).optional(),
  ogType: z.enum(['website', 'product']),
  /** A raster picture link previews can show (they do not show SVG). */
  image: z.object({ url: webAddress, type: z.string().max(64), width: z.int().positive(), height: z.int().positive(), alt: text(300) }).optional(),
  /** schema.org objects, written as JSON-LD. */
  jsonLd: z.array(z.record(z.string(), z.unknown())).max(8),
});
export type PageHead = z.infer<typeof pageHeadSchema>;

export const pageAnswerSchema = z.union([
  /** The page is another team's (a catch-all path naming a product): the edge asks that team with these params. */
  z.object({
    status: z.literal(200),
    delegate: z.object({ remote: z.string().regex(/^[a-z][a-z0-9_]{0,63}$/), fragment: renderRequestSchema.shape.fragment, params: renderRequestSchema.shape.props.shape.params }),
  }),
  z.object({ status: z.union([z.literal(200), z.literal(404)]), head: pageHeadSchema.optional() }),
  /** A path under the locale prefix (the edge checks it stays on the shop). */
  z.object({ status: z.union([z.literal(301), z.literal(302)]), location: z.string().startsWith('/').max(2048) }),
]);
export type PageAnswer = z.infer<typeof pageAnswerSchema>;

/** A team's page answer from the queries its fragment prefetches, as nobody in particular; `cache` names what it is
 * rendered from, and without it the answer is never cached. */
export interface PageResolver {
  cache?: 'catalog' | 'content';
  resolve: (request: PageRequest, client: QueryClient) => Promise<PageAnswer>;
}
export type PageResolvers = Record<string, PageResolver>;

/** A page with nothing to say beyond its status. */
export const PAGE_OK: PageAnswer = { status: 200 };

export const SHOP_NAME = 'Bottega';
export const SHOP_DESCRIPTION = 'Bottega: moda italiana online per uomo, donna e bambino, maglieria e accessori. Spedizione gratuita in Italia da 100 €.';
/** What a result page shows of a description. */
const DESCRIPTION_LENGTH = 160;

/** Text of HTML (a description, a CMS page) cut to what a result page shows. */
export function plainDescription(html: string, fallback = SHOP_DESCRIPTION): string {
  const plain = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  if (!plain) return fallback;
  return plain.length <= DESCRIPTION_LENGTH ? plain : `${plain.slice(0, DESCRIPTION_LENGTH - 1).replace(/\s+\S*$/, '')}…`;
}

export const absoluteUrl = (origin: string, path: string) => new URL(path, origin).href;

/** schema.org's BreadcrumbList of a trail, each step an absolute address. */
export function breadcrumbList(origin: string, trail: Array<{ name: string; path: string }>): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({ '@type': 'ListItem', position: index + 1, name: step.name, item: absoluteUrl(origin, step.path) })),
  };
}
