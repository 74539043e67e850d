/** @jest-environment jsdom */
import { CAPTCHA_OFF, CAPTCHA_ON, fakeCaptchaProvider } from '@bottega/test-kit/captcha';
import { CaptchaError, createCaptcha } from '../src/captcha';

/** An API client that answers captchaConfig with `config` (or fails), as the remotes' clients would. */
const apiWith = (config: unknown) => ({ call: jest.fn(async () => (config instanceof Error ? Promise.reject(config) : config)) }) as unknown as Parameters<typeof createCaptcha>[0];

describe('the forms’ captcha (product rule §7, §8)', () => {
  let provider: ReturnType<typeof fakeCaptchaProvider> | undefined;
  afterEach(() => provider?.stop());

  it('is off unless the API says it is on: no script, no token', async () => {
    await expect(createCaptcha(apiWith(CAPTCHA_OFF)).field('login')).resolves.toEqual({});
    await expect(createCaptcha(apiWith(new Error('API down'))).token('login')).resolves.toBeUndefined();
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('loads the provider’s script once for the site key and asks a token for each action', async () => {
    provider = fakeCaptchaProvider();
    const captcha = createCaptcha(apiWith(CAPTCHA_ON));
    await expect(captcha.field('register')).resolves.toEqual({ recaptchaToken: 'token-register' });
    await expect(captcha.token('login')).resolves.toBe('token-login');
    expect(provider.scripts()).toEqual(['https://captcha.example/api.js?render=site-key']);
    expect(provider.executed).toEqual(['register', 'login']);
  });

  it.each([
    ['no-key', { ...CAPTCHA_ON, siteKey: '' }, undefined, 'La verifica anti-spam non è configurata (manca la chiave del sito): riprova più tardi o scrivi al servizio clienti.'],
    ['no-version', { ...CAPTCHA_ON, version: null }, undefined, 'La verifica anti-spam non è configurata (manca la versione): riprova più tardi o scrivi al servizio clienti.'],
    ['load-failed', CAPTCHA_ON, 'load', 'Non è stato possibile caricare la verifica anti-spam: controlla la connessione e riprova.'],
    ['execute-failed', CAPTCHA_ON, 'execute', 'La verifica anti-spam non è riuscita: riprova.'],
  ] as const)('says %s in Italian', async (code, config, fail, message) => {
    provider = fakeCaptchaProvider({ fail });
    const failure = await createCaptcha(apiWith(config))
      .token('contactUs')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CaptchaError);
    expect(failure).toMatchObject({ code, message });
  });

  it('forgets a script that did not load, so the next try loads it again', async () => {
    provider = fakeCaptchaProvider({ fail: 'load' });
    const captcha = createCaptcha(apiWith(CAPTCHA_ON));
    await expect(captcha.token('login')).rejects.toBeInstanceOf(CaptchaError);
    provider.stop();
    provider = fakeCaptchaProvider();
    await expect(captcha.token('login')).resolves.toBe('token-login');
  });
});
