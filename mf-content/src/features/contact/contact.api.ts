import { api, captcha } from '@bottega/fragment-kit';
import type { ContactValues } from './contact.rules';

export async function sendContact(form: ContactValues) {
  return api.call('content', 'contactUs', {
    name: form.name.trim(),
    email: form.email.trim(),
    telephone: form.telephone.trim(),
    comment: form.comment.trim(),
    ...(await captcha.field('contactUs')),
  });
}
