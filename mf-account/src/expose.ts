// Kept tiny on purpose: each fragment is its own chunk, loaded on its first mount.
// `contract` is a literal so this module imports nothing (see event-bus CONTRACT_VERSION).
export default {
  contract: 1,
  fragments: {
    AccountButton: () => import('./fragments/AccountButton').then((m) => m.default),
    LoginModal: () => import('./fragments/LoginModal').then((m) => m.default),
    ResetPasswordPage: () => import('./fragments/ResetPasswordPage').then((m) => m.default),
    MyAccountPage: () => import('./fragments/MyAccountPage').then((m) => m.default),
  },
};
