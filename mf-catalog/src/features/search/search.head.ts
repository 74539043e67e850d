import { absoluteUrl, SHOP_DESCRIPTION, SHOP_NAME, type PageHead } from '@bottega/fragment-kit/page';
import { messages } from '../../messages/it';
import { searchHref, type SearchAddress } from './search.rules';

/** A search's results page: its links are followed, but a page per term would fill the index with thin copies of the listings. */
export function searchHead(origin: string, basePath: string, { term }: SearchAddress): PageHead {
  return {
    title: `${term ? messages.search.pageTitle(term) : messages.search.pageTitleEmpty} | ${SHOP_NAME}`,
    description: SHOP_DESCRIPTION,
    canonical: absoluteUrl(origin, term ? searchHref(basePath, term) : `${basePath}/search`),
    robots: 'noindex,follow',
    ogType: 'website',
    jsonLd: [],
  };
}
