import { SHOP_NAME, type PageHead } from '@bottega/fragment-kit/page';
import { escapeHtml, scriptSafeJson } from '../escape';

/** The head of a page that is not there: an Italian title, and nothing for an index to keep. */
export const NOT_FOUND_HEAD: PageHead = {
  title: `Pagina non trovata | ${SHOP_NAME}`,
  description: 'La pagina che stavi cercando non è stata trovata.',
  robots: 'noindex',
  ogType: 'website',
  jsonLd: [],
};

/** The head elements of `head`: title, description, canonical, robots, Open Graph and its X card, JSON-LD (script-safe). */
export function renderHead(head: PageHead): { title: string; elements: string } {
  const meta = (attribute: 'name' | 'property', key: string, value: string) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  const elements = [
    meta('name', 'description', head.description),
    ...(head.canonical ? [`<link rel="canonical" href="${escapeHtml(head.canonical)}">`] : []),
    ...(head.robots ? [meta('name', 'robots', head.robots)] : []),
    meta('property', 'og:site_name', SHOP_NAME),
    meta('property', 'og:locale', 'it_IT'),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    ...(head.canonical ? [meta('property', 'og:url', head.canonical)] : []),
    ...(head.image
      ? [
          meta('property', 'og:image', head.image.url),
          meta('property', 'og:image:type', head.image.type),
          meta('property', 'og:image:width', String(head.image.width)),
          meta('property', 'og:image:height', String(head.image.height)),
          meta('property', 'og:image:alt', head.image.alt),
        ]
      : []),
    // X reads the rest from Open Graph; only the card's kind is its own.
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${scriptSafeJson(data)}</script>`),
  ];
  return { title: `<title>${escapeHtml(head.title)}</title>`, elements: elements.join('') };
}
