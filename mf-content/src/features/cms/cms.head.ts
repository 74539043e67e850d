import type { ResultOf } from '@bottega/api-contract';
import { absoluteUrl, plainDescription, SHOP_NAME, type PageHead } from '@bottega/fragment-kit/page';

type CmsPage = ResultOf<'content', 'cmsPage'>;

/** A CMS page by its own title and description, at `path`: the address it is read at, or the one it belongs to. */
export function cmsHead(origin: string, page: CmsPage, path: string): PageHead {
  return {
    title: `${page.title} | ${SHOP_NAME}`,
    description: plainDescription(page.meta_description || page.content),
    canonical: absoluteUrl(origin, path),
    ogType: 'website',
    jsonLd: [],
  };
}
