// The account team's answers to the shopper's forms (docs/adr/0038-shopper-actions-as-html-forms.md),
// loaded by its renderer only: each calls the API as the shopper and says where the browser goes.
// Nothing posted is written into the answer's address or a log: only the outcome and, for a refusal, the field's name.
import { ApiError } from '@bottega/api-contract';
import { pageWithStatus } from '@bottega/fragment-kit/posted-forms';
import type { FormHandlers } from '@bottega/fragment-kit/form';
import { NO_CAPTCHA, destinationAfterLogin, logIn, register, requestPasswordReset, resetPassword } from './features/auth/auth.api';
import { authActions, postedForgot, postedLogin, postedRegistration, postedReset, type AuthAction, type AuthOutcome } from './features/auth/auth.form';
import { registrationOf, safeReturnPath } from './features/auth/auth.rules';

const BASE_PATH = '/it';

/** What an API refusal means for the shopper. The fields were judged by the island's own rules first,
 * so a 400 left is the captcha's: a form posted without scripts carries no token (product rule §7). */
function refusal(error: unknown): AuthOutcome {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.statusCode === 401) return 'wrong-credentials';
  if (error.statusCode === 429) return 'too-many';
  if (error.statusCode === 400) return 'captcha';
  return 'failed';
}

const answer = (page: string, action: AuthAction, outcome: AuthOutcome, subject?: string) => pageWithStatus(page, { action, outcome, ...(subject ? { subject } : {}) });

export const forms: FormHandlers = {
  /** Goes where docs/adr/0009-login-goes-to-checkout.md says: `then`, else checkout with something in the cart, else
   * back to the page; the edge passes on the API's session cookies (SHOPPER_COOKIES). */
  [authActions.login]: async ({ fields, page }) => {
    const posted = postedLogin(fields);
    if (!posted.success) return answer(page, authActions.login, 'invalid');
    const { email, password, is_subscribed } = posted.data;
    try {
      await logIn(email, password, is_subscribed, NO_CAPTCHA);
    } catch (error) {
      return answer(page, authActions.login, refusal(error));
    }
    const pathname = new URL(page, 'http://shop.invalid').pathname;
    return (await destinationAfterLogin({ then: safeReturnPath(fields.then), pathname, basePath: BASE_PATH })) ?? answer(page, authActions.login, 'logged-in');
  },

  /** Confirmed from the mailbox, and the same answer for every address (docs/adr/0031-accounts-tell-nothing-of-an-email.md). */
  [authActions.register]: async ({ fields, page }) => {
    const posted = postedRegistration(fields);
    if (!posted.success) return answer(page, authActions.register, 'invalid', posted.field);
    return register(registrationOf(posted.data), NO_CAPTCHA).then(
      () => answer(page, authActions.register, 'sent'),
      (error: unknown) => answer(page, authActions.register, refusal(error)),
    );
  },

  [authActions.forgot]: async ({ fields, page }) => {
    const posted = postedForgot(fields);
    if (!posted.success) return answer(page, authActions.forgot, 'invalid', 'email');
    return requestPasswordReset(posted.data.email, NO_CAPTCHA).then(
      () => answer(page, authActions.forgot, 'sent'),
      (error: unknown) => answer(page, authActions.forgot, refusal(error) === 'captcha' ? 'captcha' : 'failed'),
    );
  },

  /** Done, the page drops the spent token and address from its URL; refused, it keeps them so the shopper can ask
   * for a new link. The API ends every session of the account; the edge passes on the cleared cookies. */
  [authActions.reset]: async ({ fields, page }) => {
    const posted = postedReset(fields);
    if (!posted.success) return answer(page, authActions.reset, 'invalid', posted.field);
    const { email, token, password } = posted.data;
    return resetPassword(email, token, password).then(
      () => answer(new URL(page, 'http://shop.invalid').pathname, authActions.reset, 'done'),
      (error: unknown) => answer(page, authActions.reset, error instanceof ApiError && error.statusCode === 400 ? 'link-refused' : refusal(error)),
    );
  },
};
