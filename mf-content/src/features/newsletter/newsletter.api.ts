import { api, captcha } from '@bottega/fragment-kit';

export interface Subscriber {
  email: string;
  name: string;
  lastName: string;
}

/** The captcha's token field; a form posted without scripts has none, and the API refuses it when the captcha is on. */
type Proof = Promise<{ recaptchaToken?: string }>;
export const NO_CAPTCHA: Proof = Promise.resolve({});

/** docs/product-rules.md §7: email, name, lastName, and a recaptchaToken only when the captcha is enabled. */
export async function subscribe({ email, name, lastName }: Subscriber, proof: Proof = captcha.field('newsletterSubscribe')) {
  return api.call('commerce', 'updateNewsletterSubscription', {
    email: email.trim(),
    name: name.trim(),
    lastName: lastName.trim(),
    ...(await proof),
  });
}
