import { fakeApi } from '@bottega/tooling/testing/render';
import { subscribe } from './newsletter.api';

jest.mock('../../app/captcha', () => ({ captchaToken: jest.fn() }));
const { captchaToken } = jest.requireMock('../../app/captcha') as { captchaToken: jest.Mock };

describe('newsletter request (spec §7)', () => {
  it('sends e-mail, name and last name, trimmed, without a captcha token when the captcha is off', async () => {
    captchaToken.mockResolvedValue(undefined);
    const calls = fakeApi({ updateNewsletterSubscription: () => ({ status: 'SUBSCRIBED' }) });
    await expect(subscribe({ email: ' giulia@example.it ', name: 'Giulia ', lastName: ' Rossi' })).resolves.toEqual({ status: 'SUBSCRIBED' });
    expect(calls('updateNewsletterSubscription')[0]).toEqual([{ email: 'giulia@example.it', name: 'Giulia', lastName: 'Rossi' }]);
  });

  it('adds the token of the newsletterSubscribe action when the captcha is on', async () => {
    captchaToken.mockResolvedValue('token-123');
    const calls = fakeApi({ updateNewsletterSubscription: () => null });
    await expect(subscribe({ email: 'giulia@example.it', name: 'Giulia', lastName: 'Rossi' })).resolves.toBeNull();
    expect(captchaToken).toHaveBeenCalledWith('newsletterSubscribe');
    expect(calls('updateNewsletterSubscription')[0]).toEqual([{ email: 'giulia@example.it', name: 'Giulia', lastName: 'Rossi', recaptchaToken: 'token-123' }]);
  });
});
