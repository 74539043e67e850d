import { absoluteUrl, SHOP_DESCRIPTION, SHOP_NAME, type PageHead } from '@bottega/fragment-kit/page';
import { wishlistPageHref } from '../../app/links';
import { messages } from '../../messages/it';

/** The wishlist page: each shopper's own, so never indexed, and one address whichever spelling asked. */
export function wishlistHead(origin: string, basePath: string): PageHead {
  return {
    title: `${messages.wishlist.title} | ${SHOP_NAME}`,
    description: SHOP_DESCRIPTION,
    canonical: absoluteUrl(origin, wishlistPageHref(basePath)),
    robots: 'noindex',
    ogType: 'website',
    jsonLd: [],
  };
}
