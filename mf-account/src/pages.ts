// The account team's page answers (`POST /page`, docs/adr/0036): the status and head of its pages that
// stand without a session. Only the renderer loads this module; the browser never does.
import { absoluteUrl, SHOP_NAME, type PageResolvers } from '@bottega/fragment-kit/page';
import { authPages, isAuthPageMode } from './features/auth/auth.form';
import { messages } from './messages/it';

export const pages: PageResolvers = {
  // Read from nothing, so nothing to cache. A form's page is worth nothing in a search result: followed, not indexed.
  AuthPage: {
    resolve: async ({ props, origin }) => {
      const mode = isAuthPageMode(props.params.mode) ? props.params.mode : 'login';
      return {
        status: 200,
        head: {
          title: `${messages.login.titles[mode]} | ${SHOP_NAME}`,
          description: mode === 'forgot' ? messages.forgot.intro : messages.login.intro[mode],
          canonical: absoluteUrl(origin, `${props.basePath}${authPages[mode]}`),
          robots: 'noindex,follow',
          ogType: 'website',
          jsonLd: [],
        },
      };
    },
  },
};
