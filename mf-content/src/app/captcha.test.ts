import { captchaToken } from './captcha';

type Win = Window & { grecaptcha?: { ready(fn: () => void): void; execute(key: string, options: { action: string }): Promise<string> } };

describe('captcha (spec §7: reCAPTCHA v3, only when enabled)', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    delete (window as Win).grecaptcha;
  });

  it('is off by default: no script, no token', async () => {
    await expect(captchaToken('newsletterSubscribe')).resolves.toBeUndefined();
    expect(document.querySelector('script')).toBeNull();
  });

  it('loads the provider’s script for the site key and asks a token for the action', async () => {
    const execute = jest.fn().mockResolvedValue('token-123');
    const pending = captchaToken('newsletterSubscribe', 'site-key');
    const script = document.head.querySelector('script')!;
    expect(script.src).toBe('https://www.google.com/recaptcha/api.js?render=site-key');
    (window as Win).grecaptcha = { ready: (fn) => fn(), execute };
    script.dispatchEvent(new Event('load'));
    await expect(pending).resolves.toBe('token-123');
    expect(execute).toHaveBeenCalledWith('site-key', { action: 'newsletterSubscribe' });
  });

  it('fails clearly when the script cannot load, and tries again next time', async () => {
    const pending = captchaToken('contactUs', 'other-key');
    document.head.querySelector('script')!.dispatchEvent(new Event('error'));
    await expect(pending).rejects.toThrow('captcha: failed to load script');
    void captchaToken('contactUs', 'other-key').catch(() => undefined);
    expect(document.head.querySelectorAll('script')).toHaveLength(2);
  });
});
