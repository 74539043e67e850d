import { absoluteUrl, SHOP_DESCRIPTION, SHOP_NAME, type PageHead } from '@bottega/fragment-kit/page';
import type { CmsBlock } from '../blocks/blocks.rules';

/** What the footer's blocks say about the shop: its social profiles and its customer service. */
export interface ShopProfile {
  sameAs: string[];
  contact: { email: string; phone: string } | null;
}

/** The profile the footer shows, from its social and address blocks; none of either when a block is missing. */
export const shopProfile = (social: CmsBlock | undefined, address: CmsBlock | undefined): ShopProfile => ({
  sameAs: social?.social.map((entry) => entry.url) ?? [],
  contact: address?.contact ?? null,
});

/** The largest of the shop's icons (shell/icons), a raster one as Google asks of a logo. */
const LOGO_PATH = '/icon-512.png';

/** The home page names the shop (Organization) and its search results page (WebSite's SearchAction, mf-catalog's SearchPage). */
export function homeHead(origin: string, basePath: string, profile: ShopProfile): PageHead {
  const home = absoluteUrl(origin, basePath);
  return {
    title: `${SHOP_NAME} — Moda italiana online`,
    description: SHOP_DESCRIPTION,
    canonical: home,
    ogType: 'website',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: SHOP_NAME,
        url: home,
        logo: absoluteUrl(origin, LOGO_PATH),
        ...(profile.sameAs.length > 0 ? { sameAs: profile.sameAs } : {}),
        ...(profile.contact
          ? { contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', email: profile.contact.email, telephone: profile.contact.phone, availableLanguage: 'it' } }
          : {}),
      },
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: SHOP_NAME,
        url: home,
        inLanguage: 'it-IT',
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl(origin, `${basePath}/search`)}?term={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  };
}
