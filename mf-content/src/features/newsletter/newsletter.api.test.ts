import { fakeApi } from '@bottega/test-kit/render';
import { CAPTCHA_OFF, CAPTCHA_ON, fakeCaptchaProvider } from '@bottega/test-kit/captcha';
import { subscribe } from './newsletter.api';

describe('newsletter request (product rule §7)', () => {
  it('sends e-mail, name and last name, trimmed, without a captcha token when the captcha is off', async () => {
    const calls = fakeApi({ captchaConfig: () => CAPTCHA_OFF, updateNewsletterSubscription: () => ({ status: 'SUBSCRIBED' }) });
    await expect(subscribe({ email: ' giulia@example.it ', name: 'Giulia ', lastName: ' Rossi' })).resolves.toEqual({ status: 'SUBSCRIBED' });
    expect(calls('updateNewsletterSubscription')[0]).toEqual([{ email: 'giulia@example.it', name: 'Giulia', lastName: 'Rossi' }]);
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('adds the token of the newsletterSubscribe action when the captcha is on', async () => {
    const provider = fakeCaptchaProvider();
    const calls = fakeApi({ captchaConfig: () => CAPTCHA_ON, updateNewsletterSubscription: () => null });
    await expect(subscribe({ email: 'giulia@example.it', name: 'Giulia', lastName: 'Rossi' })).resolves.toBeNull();
    expect(provider.executed).toEqual(['newsletterSubscribe']);
    expect(calls('updateNewsletterSubscription')[0]).toEqual([{ email: 'giulia@example.it', name: 'Giulia', lastName: 'Rossi', recaptchaToken: 'token-newsletterSubscribe' }]);
    provider.stop();
  });
});
