// Kept tiny on purpose: each fragment is its own chunk, loaded on its first mount.
// `contract` is a literal so this module imports nothing (see event-bus CONTRACT_VERSION).
export default {
  contract: 1,
  fragments: {
    HomePage: () => import('./fragments/HomePage').then((m) => m.default),
    CmsPage: () => import('./fragments/CmsPage').then((m) => m.default),
    ContactPage: () => import('./fragments/ContactPage').then((m) => m.default),
    NotFoundPage: () => import('./fragments/NotFoundPage').then((m) => m.default),
    CatchAll: () => import('./fragments/CatchAll').then((m) => m.default),
    TopBar: () => import('./fragments/TopBar').then((m) => m.default),
    FooterContent: () => import('./fragments/FooterContent').then((m) => m.default),
    Copyright: () => import('./fragments/Copyright').then((m) => m.default),
    NewsletterModal: () => import('./fragments/NewsletterModal').then((m) => m.default),
    NewsletterFooterForm: () => import('./fragments/NewsletterFooterForm').then((m) => m.default),
  },
};
