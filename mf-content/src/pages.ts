// The content team's page answers (`POST /page`, docs/adr/0036): each page's status and head, read by
// the queries its fragment prefetches. Only the renderer loads this module; the browser never does.
import { absoluteUrl, SHOP_NAME, type PageResolvers } from '@bottega/fragment-kit/page';
import { layoutBlocksQuery } from './features/blocks/blocks.api';
import { byIdentifier, footerBlockIds } from './features/blocks/blocks.rules';
import { pageQuery } from './features/cms/cms.api';
import { cmsHead } from './features/cms/cms.head';
import { cmsPagePath, pageLookup } from './features/cms/cms.rules';
import { contactInfoPage } from './features/contact/contact.rules';
import { homeHead, shopProfile } from './features/home/home.head';
import { NEWSLETTER_PAGE } from './features/newsletter/newsletter.page';
import { messages } from './messages/it';
import { routeQuery } from './features/routing/routing.api';
import { catchAllUrl, targetFor } from './features/routing/routing.rules';

export const pages: PageResolvers = {
  HomePage: {
    cache: 'content',
    // The shop's social profiles and customer service, as the footer shows them.
    resolve: async ({ props, origin }, client) => {
      const blocks = byIdentifier(await client.fetchQuery(layoutBlocksQuery(props.locale)));
      const ids = footerBlockIds(props.locale);
      return { status: 200, head: homeHead(origin, props.basePath, shopProfile(blocks.get(ids.social), blocks.get(ids.address))) };
    },
  },
  CmsPage: {
    cache: 'content',
    resolve: async ({ props, origin }, client) => {
      const lookup = pageLookup(props.params, props.query);
      const page = lookup ? await client.fetchQuery(pageQuery(lookup)) : null;
      return page ? { status: 200, head: cmsHead(origin, page, cmsPagePath(page.url_key, props.basePath)) } : { status: 404 };
    },
  },
  ContactPage: {
    cache: 'content',
    // One contact page, at the route's address whichever spelling asked; the form stands without the CMS's text, so never a 404.
    resolve: async ({ props, origin }, client) => {
      const page = await client.fetchQuery(pageQuery(contactInfoPage));
      return { status: 200, ...(page ? { head: cmsHead(origin, page, `${props.basePath}/contact-us`) } : {}) };
    },
  },
  // Read from nothing, so nothing to cache.
  NewsletterPage: {
    resolve: async ({ props, origin }) => ({
      status: 200,
      head: {
        title: `${messages.newsletter.title} | ${SHOP_NAME}`,
        description: messages.newsletter.intro,
        canonical: absoluteUrl(origin, `${props.basePath}${NEWSLETTER_PAGE}`),
        ogType: 'website',
        jsonLd: [],
      },
    }),
  },
  // Not cached: a path may name a product (the catalog's version) as well as a CMS page or a redirect (the content's).
  CatchAll: {
    // The resolver's answer for the path as the browser sent it (an encoded slash counts, product rule §2); a product or category is the catalog's to describe.
    resolve: async ({ props, pathname, origin }, client) => {
      const target = targetFor(await client.fetchQuery(routeQuery(catchAllUrl(props.basePath, props.params.path, pathname))), props.basePath);
      switch (target.kind) {
        case 'not-found':
          return { status: 404 };
        case 'redirect':
          return target.to === pathname ? { status: 200 } : { status: target.status, location: target.to };
        case 'fragment':
          return { status: 200, delegate: { remote: target.remote, fragment: target.fragment, params: target.params } };
        case 'cms': {
          const page = await client.fetchQuery(pageQuery({ identifier: target.identifier }));
          return page ? { status: 200, head: cmsHead(origin, page, cmsPagePath(page.url_key, props.basePath)) } : { status: 404 };
        }
      }
    },
  },
};
