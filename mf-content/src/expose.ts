// Tiny on purpose: each fragment is its own chunk (fragment-<Name>), loaded on its first mount; `contract`
// is a literal so this module imports nothing (browser-contract CONTRACT_VERSION).
export default {
  contract: 1,
  fragments: {
    HomePage: () => import(/* webpackChunkName: "fragment-HomePage" */ './fragments/HomePage').then((m) => m.default),
    CmsPage: () => import(/* webpackChunkName: "fragment-CmsPage" */ './fragments/CmsPage').then((m) => m.default),
    ContactPage: () => import(/* webpackChunkName: "fragment-ContactPage" */ './fragments/ContactPage').then((m) => m.default),
    NotFoundPage: () => import(/* webpackChunkName: "fragment-NotFoundPage" */ './fragments/NotFoundPage').then((m) => m.default),
    CatchAll: () => import(/* webpackChunkName: "fragment-CatchAll" */ './fragments/CatchAll').then((m) => m.default),
    TopBar: () => import(/* webpackChunkName: "fragment-TopBar" */ './fragments/TopBar').then((m) => m.default),
    FooterContent: () => import(/* webpackChunkName: "fragment-FooterContent" */ './fragments/FooterContent').then((m) => m.default),
    Copyright: () => import(/* webpackChunkName: "fragment-Copyright" */ './fragments/Copyright').then((m) => m.default),
    NewsletterPage: () => import(/* webpackChunkName: "fragment-NewsletterPage" */ './fragments/NewsletterPage').then((m) => m.default),
    NewsletterModal: () => import(/* webpackChunkName: "fragment-NewsletterModal" */ './fragments/NewsletterModal').then((m) => m.default),
    NewsletterFooterForm: () => import(/* webpackChunkName: "fragment-NewsletterFooterForm" */ './fragments/NewsletterFooterForm').then((m) => m.default),
  },
};
