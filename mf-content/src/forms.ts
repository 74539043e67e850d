// The content team's answers to the shopper's forms (docs/adr/0038-shopper-actions-as-html-forms.md),
// loaded by its renderer only: each calls the API as the shopper and says where the browser goes.
// Nothing posted is written into the answer's address or a log: only the outcome.
import { ApiError } from '@bottega/api-contract';
import { pageWithStatus } from '@bottega/fragment-kit/posted-forms';
import type { FormHandlers } from '@bottega/fragment-kit/form';
import { NO_CAPTCHA, subscribe } from './features/newsletter/newsletter.api';
import { NEWSLETTER, postedSubscription, type PostedOutcome } from './features/newsletter/newsletter.form';
import { NEWSLETTER_PAGE } from './features/newsletter/newsletter.page';
import { newsletterOutcome } from './features/newsletter/newsletter.rules';

const BASE_PATH = '/it';

export const forms: FormHandlers = {
  /** The answer is the newsletter page, which says the outcome (another page's footer renders none). The island's rules
   * judged the fields first, so an API 400 left is the captcha's: a form without scripts has no token. */
  [NEWSLETTER]: async ({ fields }) => {
    const subscriber = postedSubscription(fields);
    let outcome: PostedOutcome;
    if (!subscriber) outcome = 'invalid';
    else
      outcome = await subscribe(subscriber, NO_CAPTCHA).then(
        (result) => newsletterOutcome(result),
        (error: unknown) => (error instanceof ApiError && error.statusCode === 400 ? 'captcha' : newsletterOutcome(undefined, error)),
      );
    return pageWithStatus(`${BASE_PATH}${NEWSLETTER_PAGE}`, { action: NEWSLETTER, outcome });
  },
};
