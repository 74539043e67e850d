import { api } from '../../app/api';
import { captchaToken } from '../../app/captcha';
import type { ContactForm } from './contact.rules';

export async function sendContact(form: ContactForm) {
  const recaptchaToken = await captchaToken('contactUs');
  return api.call('content', 'contactUs', {
    name: form.name.trim(),
    email: form.email.trim(),
    telephone: form.telephone.trim(),
    comment: form.comment.trim(),
    ...(recaptchaToken ? { recaptchaToken } : {}),
  });
}
