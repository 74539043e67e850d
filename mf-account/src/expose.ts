// Tiny on purpose: each fragment is its own chunk (fragment-<Name>), loaded on its first mount; `contract`
// is a literal so this module imports nothing (browser-contract CONTRACT_VERSION).
export default {
  contract: 1,
  fragments: {
    AccountButton: () => import(/* webpackChunkName: "fragment-AccountButton" */ './fragments/AccountButton').then((m) => m.default),
    LoginModal: () => import(/* webpackChunkName: "fragment-LoginModal" */ './fragments/LoginModal').then((m) => m.default),
    AuthPage: () => import(/* webpackChunkName: "fragment-AuthPage" */ './fragments/AuthPage').then((m) => m.default),
    ResetPasswordPage: () => import(/* webpackChunkName: "fragment-ResetPasswordPage" */ './fragments/ResetPasswordPage').then((m) => m.default),
    MyAccountPage: () => import(/* webpackChunkName: "fragment-MyAccountPage" */ './fragments/MyAccountPage').then((m) => m.default),
  },
};
