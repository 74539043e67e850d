import { api, captcha } from '@bottega/fragment-kit';

export interface Subscriber {
  email: string;
  name: string;
  lastName: string;
}

/** docs/product-rules.md §7: email, name, lastName, and a recaptchaToken only when the captcha is enabled. */
export async function subscribe({ email, name, lastName }: Subscriber) {
  return api.call('commerce', 'updateNewsletterSubscription', {
    email: email.trim(),
    name: name.trim(),
    lastName: lastName.trim(),
    ...(await captcha.field('newsletterSubscribe')),
  });
}
